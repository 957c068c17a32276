import { rateAnswer } from './answer-rater.js';
import { GRADED_ANSWERS } from './fixtures/graded-answers.js';

/** Spearman's rank correlation, with tied values sharing their average rank. */
function spearman(xs: readonly number[], ys: readonly number[]): number {
  const ranks = (values: readonly number[]): number[] => {
    const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
    const out = new Array<number>(values.length);
    for (let i = 0; i < order.length; ) {
      let j = i;
      while (j + 1 < order.length && order[j + 1].value === order[i].value) j++;
      for (let k = i; k <= j; k++) out[order[k].index] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return out;
  };
  const [a, b] = [ranks(xs), ranks(ys)];
  const mean = (v: number[]): number => v.reduce((s, x) => s + x, 0) / v.length;
  const [ma, mb] = [mean(a), mean(b)];
  const cov = a.reduce((s, x, i) => s + (x - ma) * (b[i] - mb), 0);
  const spread = (v: number[], m: number): number => Math.sqrt(v.reduce((s, x) => s + (x - m) ** 2, 0));
  return cov / (spread(a, ma) * spread(b, mb));
}

describe('offline rater on hand-graded answers', () => {
  const rated = GRADED_ANSWERS.map((graded) => ({ ...graded, result: rateAnswer(graded) }));

  it('covers at least 20 answers from several topics and every grade', () => {
    expect(rated.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rated.map((r) => r.topic)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rated.map((r) => r.grade))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('ranks answers like the hand grades (Spearman >= 0.8)', () => {
    const rho = spearman(
      rated.map((r) => r.grade),
      rated.map((r) => r.result.rating),
    );
    console.info(`offline rater Spearman rho = ${rho.toFixed(3)} over ${rated.length} graded answers`);
    expect(rho).toBeGreaterThanOrEqual(0.8);
  });

  it('keeps every weak answer (grade 1-2) at 2 or below', () => {
    const overTwo = rated.filter((r) => r.grade <= 2 && r.result.rating > 2).map((r) => `${r.result.rating}: ${r.answer}`);
    expect(overTwo).toEqual([]);
  });

  it('scores a strong structured answer above a vague one, and the vague one above a one-word answer, per question', () => {
    for (const question of new Set(rated.map((r) => r.question))) {
      const byGrade = rated.filter((r) => r.question === question).sort((a, b) => a.grade - b.grade);
      const ratings = byGrade.map((r) => r.result.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
      expect(ratings.at(-1)).toBeGreaterThan(ratings[0]);
    }
  });

  it('returns ratings from 1 to 5 with at most one decimal, and valid frameworks', () => {
    for (const { result } of rated) {
      expect(result.rating).toBeGreaterThanOrEqual(1);
      expect(result.rating).toBeLessThanOrEqual(5);
      expect(Math.round(result.rating * 10)).toBeCloseTo(result.rating * 10, 6);
      expect(['STAR', 'CAR', 'SOAR', 'PAR', 'PREP']).toContain(result.framework);
    }
  });

  it('names what it saw: filler words with counts, the gate, and the framework', () => {
    const result = rateAnswer({
      topic: 'Interviews',
      question: 'Tell me about a time you had a conflict with a coworker.',
      answer:
        'um so like last year um a coworker and I um disagreed about the release plan, you know, and I talked to her and we agreed on a smaller scope and like it worked out fine in the end',
    });
    expect(result.feedback).toContain("You used 6 filler words ('um' x3, 'like' x2, 'you know' x1)");
    expect(result.feedback).toMatch(/### What worked[\s\S]*### What to improve/);
    expect(result.framework).toBe('STAR');

    const oneWord = rateAnswer({ topic: 'Sales', question: 'How do you handle a prospect who says your product is too expensive?', answer: 'discount' });
    expect(oneWord.rating).toBeLessThanOrEqual(2);
    expect(oneWord.rating_explanation).toContain('only 1 meaningful word, so it cannot score above 2');
  });

  it('builds an example answer for the question in the recommended framework', () => {
    const result = rateAnswer({ topic: 'Interviews', question: 'Tell me about a time you had a conflict with a coworker.', answer: 'Yes.' });
    expect(result.framework).toBe('STAR');
    expect(result.example_answer).toContain('when I had a conflict with a coworker');
    expect(result.example_answer).toMatch(/\*\*Situation:\*\*[\s\S]*\*\*Task:\*\*[\s\S]*\*\*Action:\*\*[\s\S]*\*\*Result:\*\*/);
  });
});
