import { bringIntoView, Button, Card, ErrorText, IconRefresh, IconSparkles, Markdown, Spinner, StarRating } from '@speakwell/ui';
import { AnswerReplay, DeliverySummary, HighlightedAnswer } from '@speakwell/speech';
import { useEffect, useRef } from 'react';
import { useAiProvider } from '@speakwell/api-client/queries';
import type { DrillPractice } from '../hooks/use-drill-practice.js';
import { explanationWithoutScore } from '../../../shared/rating-explanation.js';

/** The rating and written feedback for the last answer, or why there is none. */
export function FeedbackCard({ practice }: { practice: DrillPractice }) {
  const { feedback, recording } = practice;
  const aiProvider = useAiProvider();
  const messages = [feedback.emptyAnswer && 'Please provide an answer before getting feedback.', recording.error].filter((message): message is string =>
    Boolean(message),
  );
  const explanation = feedback.result?.rating_explanation ? explanationWithoutScore(feedback.result.rating_explanation) : '';

  // On a phone the card is below the answer: the rating (or why there is none) scrolls into sight.
  const cardRef = useRef<HTMLElement>(null);
  const outcome = feedback.result ?? feedback.error;
  useEffect(() => {
    if (outcome) bringIntoView(cardRef.current);
  }, [outcome]);

  return (
    <Card ref={cardRef} title="AI Feedback" className="scroll-mt-4 lg:sticky lg:top-6">
      {messages.length > 0 && (
        <div className="mb-4 space-y-2">
          {messages.map((message) => (
            <ErrorText key={message}>{message}</ErrorText>
          ))}
        </div>
      )}

      {feedback.loading && feedback.streamedText && (
        <div className="space-y-3" aria-live="polite" aria-busy="true">
          <Markdown>{feedback.streamedText}</Markdown>
          <p className="flex items-center gap-2 text-xs text-ink-500">
            <Spinner size="sm" className="text-brand-600" />
            Rating your answer...
          </p>
        </div>
      )}

      {feedback.loading && !feedback.streamedText && (
        <div className="flex flex-col items-center gap-3 py-10 text-ink-500">
          <Spinner size="lg" className="text-brand-600" />
          <p className="text-sm">Analyzing your answer...</p>
        </div>
      )}

      {feedback.error && (
        <div className="space-y-4">
          <ErrorText>{feedback.error}</ErrorText>
          {feedback.retry && (
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="secondary" size="sm" onClick={feedback.retry}>
                <IconRefresh className="size-4" />
                Try Again
              </Button>
              <span className="text-xs text-ink-500">Your answer is kept; it will be sent again.</span>
            </div>
          )}
        </div>
      )}

      {feedback.result && (
        <div className="animate-fade-in space-y-4">
          <div className="rounded-xl bg-ink-50 p-4">
            <StarRating rating={feedback.result.rating} size="lg" showValue />
            {explanation && <p className="mt-2 text-sm text-ink-600">{explanation}</p>}
          </div>
          <Markdown>{feedback.result.feedback}</Markdown>
          {feedback.answer && (
            <section aria-label="Your answer, fillers and hedges marked">
              <h3 className="mb-2 text-sm font-medium text-ink-700">Your Answer</h3>
              <HighlightedAnswer text={feedback.answer} />
            </section>
          )}
          {feedback.result.delivery && <DeliverySummary delivery={feedback.result.delivery} />}
          <AnswerReplay recordingKey={practice.replayKey} />
          {feedback.result.example_answer && (
            <details className="group rounded-xl border border-ink-200 px-4 py-3">
              <summary className="cursor-pointer text-sm font-medium text-ink-700 select-none">Example Answer</summary>
              <Markdown className="mt-3">{feedback.result.example_answer}</Markdown>
            </details>
          )}
          {aiProvider === 'offline' && (
            <p className="border-t border-ink-100 pt-3 text-xs text-ink-500">Rated by the offline evaluator, not a language model.</p>
          )}
        </div>
      )}

      {!feedback.loading && !feedback.error && !feedback.result && messages.length === 0 && (
        <div className="flex flex-col items-center py-10 text-center">
          <span className="mb-3 flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <IconSparkles className="size-5" />
          </span>
          <p className="text-sm text-ink-500">Feedback will appear here after you respond.</p>
        </div>
      )}
    </Card>
  );
}
