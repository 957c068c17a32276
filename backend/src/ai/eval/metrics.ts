/** Agreement between ratings and human grades (1-5): the numbers `npm run ai:eval` reports. */
export interface AgreementMetrics {
  count: number;
  spearman: number;
  /** Quadratic weighted kappa on ratings rounded to whole grades. */
  qwk: number;
  /** Share of ratings that round to the human grade. */
  exact: number;
  /** Share within one grade of it. */
  withinOne: number;
}

export function agreement(ratings: readonly number[], grades: readonly number[]): AgreementMetrics {
  const rounded = ratings.map(toGrade);
  const n = grades.length;
  return {
    count: n,
    spearman: round3(spearman(ratings, grades)),
    qwk: round3(quadraticWeightedKappa(rounded, grades)),
    exact: round3(rounded.filter((r, i) => r === grades[i]).length / n),
    withinOne: round3(rounded.filter((r, i) => Math.abs(r - grades[i]) <= 1).length / n),
  };
}

export const toGrade = (rating: number): number => Math.min(5, Math.max(1, Math.round(rating)));

/** Spearman's rank correlation, tied values sharing their average rank. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const [a, b] = [ranks(xs), ranks(ys)];
  const mean = (v: number[]): number => v.reduce((s, x) => s + x, 0) / v.length;
  const [ma, mb] = [mean(a), mean(b)];
  const cov = a.reduce((s, x, i) => s + (x - ma) * (b[i] - mb), 0);
  const spread = (v: number[], m: number): number => Math.sqrt(v.reduce((s, x) => s + (x - m) ** 2, 0));
  const denominator = spread(a, ma) * spread(b, mb);
  return denominator === 0 ? 0 : cov / denominator;
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((p, q) => p.value - q.value);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1].value === order[i].value) j++;
    for (let k = i; k <= j; k++) out[order[k].index] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Cohen's kappa with quadratic weights over grades 1-5. */
export function quadraticWeightedKappa(a: readonly number[], b: readonly number[], min = 1, max = 5): number {
  const k = max - min + 1;
  const observed = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  a.forEach((x, i) => (observed[x - min][b[i] - min] += 1));
  const histA = observed.map((row) => row.reduce((s, x) => s + x, 0));
  const histB = observed[0].map((_, j) => observed.reduce((s, row) => s + row[j], 0));
  const n = a.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      const weight = (i - j) ** 2 / (k - 1) ** 2;
      num += weight * observed[i][j];
      den += weight * ((histA[i] * histB[j]) / n);
    }
  }
  return den === 0 ? 1 : 1 - num / den;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;
