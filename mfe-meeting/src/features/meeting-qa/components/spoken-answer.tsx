import { splitIntoWords } from '@speakwell/speech';
import { useMemo } from 'react';

/** The answer, word by word, with the word being read aloud marked. */
export function SpokenAnswer({ text, wordIndex }: { text: string; wordIndex: number }) {
  const words = useMemo(() => splitIntoWords(text), [text]);
  return (
    <p className="text-[15px] leading-relaxed text-ink-800">
      {words.map((word, index) => (
        // Words repeat, so their place is their identity.
        <span key={index}>
          {index === wordIndex ? <mark className="rounded bg-amber-200 px-0.5 text-ink-900 transition-colors">{word}</mark> : word}
          {index < words.length - 1 ? ' ' : ''}
        </span>
      ))}
    </p>
  );
}
