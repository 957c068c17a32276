/**
 * What both trainers (train-whole-reading.ts, train-word-order.ts) share so that the same data gives the same file on
 * every machine: a seeded random source, a shuffle by it, and weights stored as int8 steps.
 */

/** A seeded random source in [0, 1]. */
export function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

/** The list shuffled in place by `random` (Fisher-Yates), and returned. */
export function shuffledInPlace<T>(list: T[], random: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** Each weight as a step of 1/127 of the largest, the steps as base64 bytes. */
export function int8Weights(w: Float64Array): { scale: number; weights: string } {
  const largest = w.reduce((max, x) => Math.max(max, Math.abs(x)), 0) || 1;
  const steps = Int8Array.from(w, (x) => Math.round((x / largest) * 127));
  return { scale: largest / 127, weights: Buffer.from(steps.buffer).toString('base64') };
}
