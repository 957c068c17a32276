import { Button, IconSparkles, TextArea } from '@speakwell/ui';
import type { DrillPractice } from '../hooks/use-drill-practice.js';

export const VOICE_NEEDS_CHROME_OR_KEY = 'Voice input needs Chrome or Edge, or an AI key. You can type your answer instead.';

/** Where neither the browser nor the server can turn speech into text: the answer is typed. */
export function TypedAnswer({ practice }: { practice: DrillPractice }) {
  const { typed, question, feedback } = practice;
  return (
    <form
      className="mt-5 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        typed.submit();
      }}
    >
      <p className="text-sm text-ink-600">{VOICE_NEEDS_CHROME_OR_KEY}</p>
      <TextArea label="Type your answer" rows={6} value={typed.text} onChange={(event) => typed.change(event.target.value)} />
      <Button type="submit" size="lg" className="w-full" disabled={question.loading || feedback.loading || !question.current}>
        <IconSparkles className="size-5" />
        Get Feedback
      </Button>
    </form>
  );
}
