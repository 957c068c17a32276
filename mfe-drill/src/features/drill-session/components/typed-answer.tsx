import { MAX_ANSWER_LENGTH } from '@speakwell/contracts/values';
import { Button, IconSparkles, TextArea } from '@speakwell/ui';
import type { DrillPractice } from '../hooks/use-drill-practice.js';

export const VOICE_NEEDS_CHROME_OR_KEY = 'Voice input needs Chrome or Edge, or an AI key. You can type your answer instead.';

const count = (n: number) => n.toLocaleString('en-US');

/** Where neither the browser nor the server can turn speech into text: the answer is typed. */
export function TypedAnswer({ practice }: { practice: DrillPractice }) {
  const { typed, question, feedback } = practice;
  const length = typed.text.length;
  const tooLong = length > MAX_ANSWER_LENGTH;
  return (
    <form
      className="mt-5 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) typed.submit();
      }}
    >
      <p className="text-sm text-ink-600">{VOICE_NEEDS_CHROME_OR_KEY}</p>
      <TextArea
        label="Type your answer"
        rows={6}
        value={typed.text}
        onChange={(event) => typed.change(event.target.value)}
        // The limit is shown while typing, not discovered after sending.
        hint={`${count(length)} / ${count(MAX_ANSWER_LENGTH)} characters`}
        error={tooLong ? `Your answer is ${count(length)} characters long; the limit is ${count(MAX_ANSWER_LENGTH)}. Shorten it to get feedback.` : undefined}
      />
      <Button type="submit" size="lg" className="w-full" disabled={question.loading || feedback.loading || !question.current || tooLong}>
        <IconSparkles className="size-5" />
        Get Feedback
      </Button>
    </form>
  );
}
