import type { ReviewCard } from '@speakwell/contracts';
import { Button, Card } from '@speakwell/ui';
import { useEffect, useState } from 'react';
import { useReview } from '../api/get-review.js';
import { ReviewSession } from './review-session.js';

type Mode = { kind: 'idle' } | { kind: 'reviewing'; cards: ReviewCard[] } | { kind: 'finished'; reviewed: number };

function dueText(count: number): string {
  if (count === 0) return 'No words are due for review. Come back later.';
  return count === 1 ? '1 word is due for review.' : `${count} words are due for review.`;
}

/** The Dictionary's "Review" mode: due words as cards, scheduled by spaced repetition. */
export function ReviewPanel({ onReviewingChange }: { onReviewingChange: (reviewing: boolean) => void }) {
  const review = useReview();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const reviewing = mode.kind === 'reviewing';
  useEffect(() => onReviewingChange(reviewing), [reviewing, onReviewingChange]);
  useEffect(() => () => onReviewingChange(false), [onReviewingChange]);
  const dueCount = review.data?.due_count ?? 0;

  const start = () => {
    if (review.data && review.data.cards.length > 0) setMode({ kind: 'reviewing', cards: review.data.cards });
  };

  return (
    <Card title="Review">
      {mode.kind === 'reviewing' ? (
        <div className="space-y-4">
          <ReviewSession cards={mode.cards} onFinished={(reviewed) => setMode({ kind: 'finished', reviewed })} />
          <Button variant="ghost" onClick={() => setMode({ kind: 'idle' })}>
            End Review
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            {mode.kind === 'finished' && (
              <p className="font-medium text-ink-800" role="status">
                Review complete: {mode.reviewed === 1 ? '1 word' : `${mode.reviewed} words`} reviewed.
              </p>
            )}
            <p className="text-ink-600" aria-live="polite">
              {review.isPending ? 'Checking for words to review...' : review.isError ? 'Could not check for words to review.' : dueText(dueCount)}
            </p>
          </div>
          {review.isError ? (
            <Button variant="secondary" onClick={() => void review.refetch()}>
              Try again
            </Button>
          ) : (
            <Button onClick={start} disabled={dueCount === 0 || review.isFetching}>
              {mode.kind === 'finished' ? 'Review More' : 'Start Review'}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
