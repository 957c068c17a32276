import { describe, expect, it } from '@jest/globals';
import type { Drill } from '@speakwell/contracts';
import { questionsWithAttempts, ratingProgress } from './drill-attempts.js';

const drill = (id: string, question: string, rating: number | null, attemptOf?: string): Drill => ({
  _id: id,
  question,
  answer: rating === null ? null : `answer ${id}`,
  feedback: null,
  rating,
  rating_explanation: null,
  example_answer: null,
  framework: null,
  timestamp: null,
  ...(attemptOf && { attempt_of: attemptOf }),
});

describe('questionsWithAttempts', () => {
  it('puts later attempts under their question, in order, and leaves unanswered drills out', () => {
    const groups = questionsWithAttempts([drill('a', 'Q1', 2), drill('a2', 'Q1', 4, 'a'), drill('b', 'Q2', 3), drill('c', 'Q3', null)]);
    expect(groups.map((group) => [group.question, group.attempts.map((attempt) => attempt._id)])).toEqual([
      ['Q1', ['a', 'a2']],
      ['Q2', ['b']],
    ]);
  });
});

describe('ratingProgress', () => {
  it('says how the rating moved since the attempt before', () => {
    expect(ratingProgress(drill('a', 'Q', 2), drill('b', 'Q', 3.5), 1)).toBe('+1.5 since attempt 1');
    expect(ratingProgress(drill('a', 'Q', 4), drill('b', 'Q', 3), 2)).toBe('-1.0 since attempt 2');
    expect(ratingProgress(drill('a', 'Q', 3), drill('b', 'Q', 3), 1)).toBe('Same rating as attempt 1');
  });
});
