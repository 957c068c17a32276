import { Button, IconPlay } from '@speakwell/ui';
import { isSpeechSynthesisSupported } from '../synthesis/speech-synthesis-engine.js';
import { speak } from '../synthesis/word-speaker.js';

/** Says a word (or short phrase) with the browser's voice, so the learner hears how it sounds. */
export function PlayWordButton({ word, className }: { word: string; className?: string }) {
  if (!isSpeechSynthesisSupported()) return null;
  return (
    <Button variant="ghost" size="sm" aria-label={`Play "${word}"`} title={`Hear "${word}"`} onClick={() => speak(word)} className={className}>
      <IconPlay className="size-4" />
    </Button>
  );
}
