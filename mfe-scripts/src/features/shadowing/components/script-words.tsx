import { stageCueWords } from '@speakwell/speech';
import { memo, useEffect, useMemo, useRef } from 'react';

interface ScriptWordsProps {
  words: readonly string[];
  currentIndex: number;
  /** Highlight only during a run; at rest the script reads plainly. */
  active: boolean;
}

/**
 * The script word by word; the current word is highlighted and kept in view. Memoised: the
 * transcript changes on every recognised word, the highlight far less often, and a long
 * script is thousands of spans.
 */
export const ScriptWords = memo(function ScriptWords({ words, currentIndex, active }: ScriptWordsProps) {
  const current = useRef<HTMLSpanElement>(null);
  // Stage cues ("[pause]", "(smile)") are directions, not words to say: shown apart, never highlighted.
  const isCue = useMemo(() => stageCueWords(words), [words]);
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [currentIndex, active]);

  return (
    <div
      aria-label="Script"
      className="max-h-[55vh] min-h-48 overflow-y-auto rounded-2xl border border-ink-200/70 bg-white p-6 text-xl leading-loose text-ink-800 shadow-card sm:p-8 sm:text-2xl sm:leading-loose"
    >
      {words.length === 0 && <p className="text-base text-ink-500">This script has no text yet.</p>}
      {words.map((word, index) => {
        const isCurrent = active && index === currentIndex;
        const done = active && index < currentIndex;
        return (
          <span key={index}>
            <span
              ref={isCurrent ? current : undefined}
              aria-current={isCurrent ? 'true' : undefined}
              className={`rounded-md px-0.5 transition-colors duration-150 ${isCurrent ? 'bg-brand-600 text-white' : isCue[index] ? 'text-base text-ink-500 italic' : done ? 'text-ink-500' : ''}`}
            >
              {word}
            </span>{' '}
          </span>
        );
      })}
    </div>
  );
});
