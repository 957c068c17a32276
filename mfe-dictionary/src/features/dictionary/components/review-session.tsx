import { errorText } from '@speakwell/api-client';
import type { ReviewCard, ReviewGrade } from '@speakwell/contracts';
import { PlayWordButton, SayItCheck } from '@speakwell/speech';
import { Badge, Button, ErrorText } from '@speakwell/ui';
import { useState } from 'react';
import { useReviewWord } from '../api/review-word.js';
import { nextReviewText } from './next-review-text.js';

const GRADES: { grade: ReviewGrade; label: string; hint: string }[] = [
  { grade: 'again', label: 'Again', hint: 'I did not remember it' },
  { grade: 'hard', label: 'Hard', hint: 'I remembered it with effort' },
  { grade: 'good', label: 'Good', hint: 'I remembered it' },
  { grade: 'easy', label: 'Easy', hint: 'I knew it at once' },
];

export interface ReviewSessionProps {
  cards: ReviewCard[];
  onFinished: (reviewed: number) => void;
}

/**
 * One round of cards: the word, recall it (and say it), reveal definition and example, then
 * grade it; each grade button shows when the word comes back. A card graded "Again" comes
 * back at the end of this round.
 */
export function ReviewSession({ cards, onFinished }: ReviewSessionProps) {
  const [queue, setQueue] = useState(cards);
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const review = useReviewWord();
  const card = queue[index];
  if (!card) return null;
  const now = Date.now();

  const grade = (value: ReviewGrade) =>
    review.mutate(
      { id: card._id, grade: value },
      {
        onSuccess: ({ next_due }) => {
          setRevealed(false);
          const next = value === 'again' ? [...queue, { ...card, next_due }] : queue;
          setQueue(next);
          if (index + 1 >= next.length) onFinished(new Set(next.map((c) => c._id)).size);
          else setIndex(index + 1);
        },
      },
    );

  return (
    <section aria-label="Review card" className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
      <p className="text-sm text-ink-600">
        Card {index + 1} of {queue.length}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <h3 className="text-3xl font-bold text-ink-900">{card.word}</h3>
        <PlayWordButton word={card.word} className="text-brand-700" />
      </div>
      {!revealed ? (
        <div className="mt-6 space-y-4">
          <p className="text-ink-600">Say what it means, and use it in a sentence of your own. Then check.</p>
          <SayItCheck key={`${card._id}-${index}`} word={card.word} />
          <Button onClick={() => setRevealed(true)}>Show Answer</Button>
        </div>
      ) : (
        <div className="mt-4 space-y-3">
          <Badge>{card.part_of_speech}</Badge>
          <p className="text-ink-800">{card.definition}</p>
          {card.example_sentence && <p className="italic text-ink-600">&ldquo;{card.example_sentence}&rdquo;</p>}
          <p className="pt-2 text-sm font-medium text-ink-700">How well did you remember it?</p>
          <div className="flex flex-wrap gap-2" role="group" aria-label="How well did you remember it?">
            {GRADES.map(({ grade: value, label, hint }) => (
              <Button
                key={value}
                variant={value === 'again' ? 'secondary' : 'primary'}
                title={hint}
                disabled={review.isPending}
                onClick={() => grade(value)}
                className="h-auto flex-col gap-0 py-1.5"
              >
                <span>{label}</span>
                <span className="text-xs font-normal opacity-90">{nextReviewText(card.next_due[value], now)}</span>
              </Button>
            ))}
          </div>
          <ErrorText>{review.isError ? errorText(review.error, 'Your answer was not saved. Please try again.') : null}</ErrorText>
        </div>
      )}
    </section>
  );
}
