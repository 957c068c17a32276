import { explanationWithoutScore } from './rating-explanation.js';

describe('explanationWithoutScore', () => {
  it("drops the offline rater's leading score", () => {
    expect(explanationWithoutScore('3.0/5 - Adequate: relevant, but general, with little concrete detail or a loose structure.')).toBe(
      'Adequate: relevant, but general, with little concrete detail or a loose structure.',
    );
  });

  it('drops a score after a gate sentence and keeps the sentence', () => {
    expect(explanationWithoutScore('The answer has only 1 meaningful word, so it cannot score above 2. 1.0/5 - Poor: no real answer to the question.')).toBe(
      'The answer has only 1 meaningful word, so it cannot score above 2. Poor: no real answer to the question.',
    );
  });

  it("drops a model's wording of the score", () => {
    expect(explanationWithoutScore('Rated 4/5: strong structure, thin result.')).toBe('Strong structure, thin result.');
    expect(explanationWithoutScore('4 out of 5. Clear and specific.')).toBe('Clear and specific.');
  });

  it('leaves an explanation without a score as it is', () => {
    expect(explanationWithoutScore('Clear situation and result, thin on your own actions.')).toBe('Clear situation and result, thin on your own actions.');
  });
});
