import { useCallback, useEffect, useState } from 'react';
import { WordSpeaker, type SpeakOptions, type WordSpeakerOptions } from './word-speaker.js';

export interface SpeechSynthesisControls {
  supported: boolean;
  speaking: boolean;
  /** Index in `splitIntoWords(text)` of the word being spoken, -1 when silent. */
  wordIndex: number;
  speak: (text: string, options?: SpeakOptions) => void;
  cancel: () => void;
}

/** Reads text aloud and tracks the spoken word for highlighting; stops when the screen unmounts. */
export function useSpeechSynthesis(options: WordSpeakerOptions = {}): SpeechSynthesisControls {
  const [speaker] = useState(() => new WordSpeaker(options));
  const [speaking, setSpeaking] = useState(false);
  const [wordIndex, setWordIndex] = useState(-1);
  useEffect(() => () => speaker.cancel(), [speaker]);

  const speak = useCallback(
    (text: string, speakOptions: SpeakOptions = {}) => {
      speaker.speak(text, {
        ...speakOptions,
        onWord: (charIndex, index) => {
          setWordIndex(index);
          speakOptions.onWord?.(charIndex, index);
        },
        onEnd: () => {
          setSpeaking(false);
          setWordIndex(-1);
          speakOptions.onEnd?.();
        },
      });
      setSpeaking(speaker.speaking);
    },
    [speaker],
  );
  const cancel = useCallback(() => speaker.cancel(), [speaker]);

  return { supported: speaker.supported, speaking, wordIndex, speak, cancel };
}
