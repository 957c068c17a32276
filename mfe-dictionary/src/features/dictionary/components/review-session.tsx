import { errorText } from '@speakwell/api-client';
import type { DictionaryEntry, ReviewGrade } from '@speakwell/contracts';
import { Badge, Button, ErrorText } from '@speakwell/ui';
import { useState } from 'react';
import { useReviewWord } from '../api/review-word.js';

const GRADES: { grade: ReviewGrade; label: string; hint: string }[] = [
  { grade: 'again', label: 'Again', hint: 'I did not remember it' },
  { grade: 'hard', label: 'Hard', hint: 'I remembered it with effort' },
  { grade: 'good', label: 'Good', hint: 'I remembered it' },
  { grade: 'easy', label: 'Easy', hint: 'I knew it at once' },
];

export interface ReviewSessionProps {
  cards: DictionaryEntry[];
  onFinished: (reviewed: number) => void;
}

/** One round of cards: the word, recall, reveal definition and example, then grade it. */
export function ReviewSession({ cards, onFinished }: ReviewSessionProps) {
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const review = useReviewWord();
  const card = cards[index];
  if (!card) return null;

  const grade = (value: ReviewGrade) =>
    review.mutate(
      { id: card._id, grade: value },
      {
        onSuccess: () => {
          setRevealed(false);
          if (index + 1 >= cards.length) onFinished(cards.length);
          else setIndex(index + 1);
        },
      },
    );

  return (
    <section aria-label="Review card" className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
      <p className="text-sm text-ink-600">
        Card {index + 1} of {cards.length}
      </p>
      <h3 className="mt-3 text-3xl font-bold text-ink-900">{card.word}</h3>
      {!revealed ? (
        <div className="mt-6">
          <p className="text-ink-600">Say what it means, and use it in a sentence of your own. Then check.</p>
          <Button className="mt-4" onClick={() => setRevealed(true)}>
            Show Answer
          </Button>
        </div>
      ) : (
        <div className="mt-4 space-y-3">
          <Badge>{card.part_of_speech}</Badge>
          <p className="text-ink-800">{card.definition}</p>
          <p className="italic text-ink-600">&ldquo;{card.example_sentence}&rdquo;</p>
          <p className="pt-2 text-sm font-medium text-ink-700">How well did you remember it?</p>
          <div className="flex flex-wrap gap-2" role="group" aria-label="How well did you remember it?">
            {GRADES.map(({ grade: value, label, hint }) => (
              <Button key={value} variant={value === 'again' ? 'secondary' : 'primary'} title={hint} disabled={review.isPending} onClick={() => grade(value)}>
                {label}
              </Button>
            ))}
          </div>
          <ErrorText>{review.isError ? errorText(review.error, 'Your answer was not saved. Please try again.') : null}</ErrorText>
        </div>
      )}
    </section>
  );
}
