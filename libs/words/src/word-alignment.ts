/** What an alignment of script words with spoken words found, in order. */
export interface WordAlignment {
  matched: number;
  /** Script words not said at their place, in script order (every occurrence). */
  missed: string[];
  /** Spoken words not in the script at that place, in spoken order (every occurrence). */
  added: string[];
  /** [script index, spoken index] of every matched word, in order. */
  pairs: Array<[number, number]>;
}

/**
 * Most table cells the exact alignment may fill for one call (a few milliseconds of CPU). Past that,
 * the alignment anchors on words that occur once on both sides and aligns exactly only the gaps
 * that fit the rest of this budget, so any input costs time linear in its length: a user who
 * sends the largest texts the API accepts cannot hold the server for everyone else.
 */
export const MAX_ALIGNMENT_CELLS = 1_000_000;

/**
 * Aligns two word lists by their longest common subsequence (exactly, for everything a person
 * reads aloud in one go; see MAX_ALIGNMENT_CELLS for larger inputs), so a word only counts as
 * matched where it was said in order.
 */
export function alignWords(script: readonly string[], spoken: readonly string[]): WordAlignment {
  // Words become small integers once, so everything below compares numbers.
  const ids = new Map<string, number>();
  const idOf = (word: string): number => {
    let id = ids.get(word);
    if (id === undefined) ids.set(word, (id = ids.size));
    return id;
  };
  const run: Run = {
    a: Int32Array.from(script, idOf),
    b: Int32Array.from(spoken, idOf),
    script,
    spoken,
    out: { matched: 0, missed: [], added: [], pairs: [] },
    cells: MAX_ALIGNMENT_CELLS,
    seen: new Int32Array(ids.size),
  };
  alignRange(run, 0, script.length, 0, spoken.length, true);
  return run.out;
}

interface Run {
  a: Int32Array;
  b: Int32Array;
  script: readonly string[];
  spoken: readonly string[];
  out: WordAlignment;
  /** Exact-table cells left to spend. */
  cells: number;
  /** Scratch space, one slot per distinct word. */
  seen: Int32Array;
}

function missRange(run: Run, from: number, to: number): void {
  for (let i = from; i < to; i++) run.out.missed.push(run.script[i]);
}

function addRange(run: Run, from: number, to: number): void {
  for (let j = from; j < to; j++) run.out.added.push(run.spoken[j]);
}

function alignRange(run: Run, aStart: number, aEnd: number, bStart: number, bEnd: number, anchor: boolean): void {
  const { a, b } = run;
  // The same words at both ends are matched as they are (most of a good reading).
  let prefix = 0;
  while (aStart + prefix < aEnd && bStart + prefix < bEnd && a[aStart + prefix] === b[bStart + prefix]) prefix++;
  let suffix = 0;
  while (aEnd - suffix > aStart + prefix && bEnd - suffix > bStart + prefix && a[aEnd - suffix - 1] === b[bEnd - suffix - 1]) suffix++;
  run.out.matched += prefix;
  for (let k = 0; k < prefix; k++) run.out.pairs.push([aStart + k, bStart + k]);
  const from = { a: aStart + prefix, b: bStart + prefix };
  const to = { a: aEnd - suffix, b: bEnd - suffix };
  const n = to.a - from.a;
  const m = to.b - from.b;
  if (n === 0 || m === 0 || n * m <= run.cells) {
    run.cells -= n * m;
    alignExactly(run, from.a, n, from.b, m);
  } else if (anchor) {
    alignByAnchors(run, from.a, to.a, from.b, to.b);
  } else {
    missRange(run, from.a, to.a);
    addRange(run, from.b, to.b);
  }
  run.out.matched += suffix;
  for (let k = suffix; k > 0; k--) run.out.pairs.push([aEnd - k, bEnd - k]);
}

/** Longest common subsequence by dynamic programming over n × m cells (suffix lengths, then a forward walk). */
function alignExactly(run: Run, aStart: number, n: number, bStart: number, m: number): void {
  const { a, b, out } = run;
  if (n === 0 || m === 0) {
    missRange(run, aStart, aStart + n);
    addRange(run, bStart, bStart + m);
    return;
  }
  const width = m + 1;
  // lengths[i * width + j]: LCS length of the words from i and from j; n × m <= 1,000,000
  // means min(n, m) <= 1,000, which fits 16 bits.
  const lengths = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    const row = i * width;
    const below = row + width;
    const word = a[aStart + i];
    for (let j = m - 1; j >= 0; j--) {
      if (word === b[bStart + j]) lengths[row + j] = lengths[below + j + 1] + 1;
      else {
        const down = lengths[below + j];
        const right = lengths[row + j + 1];
        lengths[row + j] = down > right ? down : right;
      }
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[aStart + i] === b[bStart + j]) {
      out.matched++;
      out.pairs.push([aStart + i, bStart + j]);
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
      out.missed.push(run.script[aStart + i++]);
    } else {
      out.added.push(run.spoken[bStart + j++]);
    }
  }
  missRange(run, aStart + i, aStart + n);
  addRange(run, bStart + j, bStart + m);
}

/**
 * Patience alignment for inputs too large for the exact table: words that occur exactly once
 * in both ranges, kept in the longest order both sides agree on, split the ranges into gaps
 * that are aligned on their own (exactly while the cell budget lasts).
 */
function alignByAnchors(run: Run, aStart: number, aEnd: number, bStart: number, bEnd: number): void {
  let previousA = aStart;
  let previousB = bStart;
  for (const [i, j] of longestIncreasingRun(uniqueCommonWords(run, aStart, aEnd, bStart, bEnd))) {
    alignRange(run, previousA, i, previousB, j, false);
    run.out.matched++;
    run.out.pairs.push([i, j]);
    previousA = i + 1;
    previousB = j + 1;
  }
  alignRange(run, previousA, aEnd, previousB, bEnd, false);
}

/** [index in a, index in b] of every word that occurs exactly once in each range, in a's order. */
function uniqueCommonWords(run: Run, aStart: number, aEnd: number, bStart: number, bEnd: number): Array<[number, number]> {
  const { a, b, seen } = run;
  // seen[word]: 0 not in b; j + 1 once in b at j; -1 more than once in b.
  seen.fill(0);
  for (let j = bStart; j < bEnd; j++) seen[b[j]] = seen[b[j]] === 0 ? j + 1 : -1;
  const countInA = new Int32Array(seen.length);
  for (let i = aStart; i < aEnd; i++) countInA[a[i]]++;
  const pairs: Array<[number, number]> = [];
  for (let i = aStart; i < aEnd; i++) {
    if (countInA[a[i]] === 1 && seen[a[i]] > 0) pairs.push([i, seen[a[i]] - 1]);
  }
  return pairs;
}

/** The longest subsequence of pairs whose b indexes also increase (patience sorting, n log n). */
function longestIncreasingRun(pairs: Array<[number, number]>): Array<[number, number]> {
  const tails: number[] = [];
  const previous = new Int32Array(pairs.length).fill(-1);
  for (let k = 0; k < pairs.length; k++) {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (pairs[tails[mid]][1] < pairs[k][1]) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[k] = tails[low - 1];
    tails[low] = k;
  }
  const run: Array<[number, number]> = [];
  for (let k = tails.length > 0 ? tails[tails.length - 1] : -1; k >= 0; k = previous[k]) run.push(pairs[k]);
  return run.reverse();
}
