import { saysWord } from '@speakwell/words';
import { Button, IconMic } from '@speakwell/ui';
import { useState } from 'react';
import { useSpeechRecognition } from '../recognition/use-speech-recognition.js';

export type SayItResult = { heard: string; right: boolean };

/**
 * "Say it": listens for the word once through speech recognition and says whether it was
 * heard as the word. Nothing is shown where the browser cannot recognise speech.
 */
export function SayItCheck({ word, onResult }: { word: string; onResult?: (result: SayItResult) => void }) {
  const [result, setResult] = useState<SayItResult | null>(null);
  const recognition = useSpeechRecognition({
    onFinal: (text) => {
      const heard = text.trim();
      const outcome = { heard, right: saysWord(word, heard) };
      setResult(outcome);
      onResult?.(outcome);
      void recognition.stop();
    },
  });
  if (!recognition.supported) return null;
  const listening = recognition.status === 'listening';
  const start = () => {
    setResult(null);
    recognition.reset();
    recognition.start();
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" aria-label={`Say "${word}"`} onClick={listening ? () => void recognition.stop() : start} aria-pressed={listening}>
        <IconMic className="size-4" />
        {listening ? 'Listening...' : 'Say it'}
      </Button>
      <p role="status" className={`text-sm ${result?.right ? 'text-emerald-700' : 'text-ink-700'}`}>
        {result === null
          ? ''
          : result.right
            ? `Heard "${result.heard}": well said!`
            : `Heard "${result.heard || 'nothing'}", not "${word}". Play it and try again.`}
      </p>
    </div>
  );
}
