import { MAX_ANSWER_LENGTH } from '@speakwell/contracts/values';
import { useId } from 'react';
import type { DrillPractice } from '../hooks/use-drill-practice.js';

export const SPEECH_NOT_SUPPORTED = 'Speech-to-text is not supported on your current browser. Please try on a desktop version of Chrome or Edge.';

const count = (n: number) => n.toLocaleString('en-US');

/** Why an answer is not sent: it is over the limit. Shown as soon as it is, while typing or speaking. */
export function tooLongText(length: number): string {
  return `Your answer is ${count(length)} characters long; the limit is ${count(MAX_ANSWER_LENGTH)}. Shorten it to get feedback.`;
}

/**
 * The one answer box: spoken words fill it as they are recognized, and the learner can type or
 * correct it at any time before it is rated; what it holds is what is sent.
 */
export function AnswerBox({ practice }: { practice: DrillPractice }) {
  const { recording, typed } = practice;
  const id = useId();
  const length = typed.text.length;
  const tooLong = length > MAX_ANSWER_LENGTH;
  const interim = recording.active ? recording.interimText.trim() : '';
  return (
    <div className="space-y-1.5">
      <div
        className={`rounded-xl border transition-colors focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-brand-500/15 ${
          tooLong ? 'border-red-400' : recording.active ? 'border-red-200 bg-red-50/30' : 'border-ink-200 bg-ink-50/60'
        }`}
      >
        <textarea
          id={id}
          aria-label="Your answer"
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-length`}
          rows={6}
          value={typed.text}
          onChange={(event) => typed.change(event.target.value)}
          placeholder="Your answer will appear here..."
          className="block max-h-72 min-h-36 w-full resize-y rounded-xl bg-transparent p-4 text-[15px] leading-relaxed text-ink-800 placeholder:text-ink-500 placeholder:italic focus:outline-none"
        />
        {interim && (
          <p role="status" aria-label="Words being heard" className="border-t border-red-100 px-4 py-2 text-[15px] text-ink-500 italic">
            {interim}
          </p>
        )}
      </div>
      {/* The limit is shown while answering, not discovered after sending. */}
      <p id={`${id}-length`} className={`text-xs ${tooLong ? 'font-medium text-red-700' : 'text-ink-500'}`}>
        {tooLong ? tooLongText(length) : `${count(length)} / ${count(MAX_ANSWER_LENGTH)} characters`}
      </p>
    </div>
  );
}
