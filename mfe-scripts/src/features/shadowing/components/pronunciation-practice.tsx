import type { ScriptAnalysis } from '@speakwell/contracts';
import { PlayWordButton, SayItCheck } from '@speakwell/speech';

/** "40 of 120 words (33%) were left unread.": a run stopped early is rated on what was read. */
export function unreadText(analysis: Pick<ScriptAnalysis, 'unread_words' | 'total_script_words'>): string | null {
  if (analysis.unread_words === 0) return null;
  const share = Math.round((analysis.unread_words / analysis.total_script_words) * 100);
  const words = analysis.unread_words === 1 ? '1 word' : `${analysis.unread_words} words`;
  return `You stopped early: ${words} of ${analysis.total_script_words} (${share}%) left unread. The rating is on what you read.`;
}

/** Sentences passed over whole, reported as sentences rather than as their small words. */
export function SkippedSentences({ sentences }: { sentences: string[] }) {
  if (sentences.length === 0) return null;
  return (
    <section aria-label="Skipped Sentences" className="rounded-xl border border-ink-200 p-4">
      <h3 className="text-sm font-semibold text-ink-800">Skipped Sentences</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
        {sentences.map((sentence, index) => (
          <li key={`${index}-${sentence}`}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The words the recogniser heard as other words: hear each one, then say it again and see
 * what was heard this time.
 */
export function PronunciationPractice({ words }: { words: ScriptAnalysis['misheard_words'] }) {
  if (words.length === 0) return null;
  return (
    <section aria-label="Practise Saying" className="rounded-xl border border-ink-200 p-4">
      <h3 className="text-sm font-semibold text-ink-800">Practise Saying</h3>
      <p className="mt-1 text-sm text-ink-600">These words were heard as other words. Listen, then say each one again.</p>
      <ul className="mt-3 space-y-3">
        {words.map(({ word, heard }) => (
          <li
            key={`${word} ${heard}`}
            aria-label={word}
            className="flex flex-col gap-2 rounded-lg bg-ink-50/60 px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 items-center gap-1">
              <span className="font-semibold text-ink-900">{word}</span>
              <PlayWordButton word={word} className="text-brand-700" />
              <span className="text-sm text-ink-600">heard as &ldquo;{heard}&rdquo;</span>
            </div>
            <SayItCheck word={word} />
          </li>
        ))}
      </ul>
    </section>
  );
}
