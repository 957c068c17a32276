// How a written word sounds, so the shadowing tracker can compare a script with what a speech
// recognizer heard: "12" and "twelve", "3.5" and "three point five", "their" and "there".
import { normalizeWords } from './words.js';

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];
const ORDINAL_ENDINGS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

function underThousand(n: number): string[] {
  const words: string[] = [];
  if (n >= 100) {
    words.push(ONES[Math.floor(n / 100)], 'hundred');
    n %= 100;
  }
  if (n >= 20) {
    words.push(TENS[Math.floor(n / 10)]);
    if (n % 10 > 0) words.push(ONES[n % 10]);
  } else if (n > 0 || words.length === 0) words.push(ONES[n]);
  return words;
}

/** "1500" -> one thousand five hundred; digits beyond a billion are read one by one. */
export function numberWords(digits: string): string[] {
  const value = Number(digits);
  if (!Number.isSafeInteger(value) || value >= 1_000_000_000_000 || (digits.length > 1 && digits.startsWith('0'))) {
    return [...digits].map((digit) => ONES[Number(digit)]);
  }
  if (value === 0) return ['zero'];
  const words: string[] = [];
  let rest = value;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      words.push(...underThousand(Math.floor(rest / size)), name);
      rest %= size;
    }
  }
  if (rest > 0) words.push(...underThousand(rest));
  return words;
}

function ordinal(word: string): string {
  if (ORDINAL_ENDINGS[word]) return ORDINAL_ENDINGS[word];
  if (word.endsWith('y')) return `${word.slice(0, -1)}ieth`;
  return `${word}th`;
}

// Words recognizers write for one another; each maps to one spelling.
const SAME_SOUND: Record<string, string> = {
  too: 'to',
  two: 'to',
  their: 'there',
  theyre: 'there',
  youre: 'your',
  four: 'for',
  won: 'one',
  write: 'right',
  here: 'hear',
  no: 'know',
  buy: 'by',
  bye: 'by',
  whose: 'whos',
  weather: 'whether',
  ok: 'okay',
};

const DECIMAL = /(\d)[.,](\d)/g;
const ORDINAL_NUMBER = /^(\d+)(st|nd|rd|th)$/;
const DIGITS = /^\d+$/;
const MIXED = /(\d+)/;

/**
 * The words of a text in the form the tracker compares: lower-case, no punctuation, numbers as
 * words ("12%" -> twelve percent, "3.5" -> three point five, "1,500" -> one thousand five hundred).
 */
export function spokenWords(text: string): string[] {
  const prepared = text
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(DECIMAL, '$1 point $2')
    .replace(/%/g, ' percent')
    .replace(/&/g, ' and ');
  const words: string[] = [];
  for (const word of normalizeWords(prepared)) {
    if (DIGITS.test(word)) {
      words.push(...numberWords(word));
      continue;
    }
    const ordinalMatch = ORDINAL_NUMBER.exec(word);
    if (ordinalMatch) {
      const cardinal = numberWords(ordinalMatch[1]);
      words.push(...cardinal.slice(0, -1), ordinal(cardinal[cardinal.length - 1]));
      continue;
    }
    if (MIXED.test(word)) {
      // "5pm", "mp3": letters and digits read apart.
      for (const part of word.split(MIXED).filter(Boolean)) words.push(...(DIGITS.test(part) ? numberWords(part) : [part]));
      continue;
    }
    words.push(word);
  }
  return words.map((word) => SAME_SOUND[word] ?? word);
}

/** Edit distance up to `limit` (returns limit + 1 when it is larger). */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/**
 * Whether a heard word can stand for a script word: the same word, or a near miss of a longer
 * one ("analyse"/"analyze", "recognise"/"recognize", "colour"/"color"). Short words must be exact:
 * "a"/"at" or "in"/"on" are different words, not misrecognitions.
 */
export function soundsAlike(scriptWord: string, heard: string): boolean {
  if (scriptWord === heard) return true;
  const shorter = Math.min(scriptWord.length, heard.length);
  if (shorter < 4) return false;
  const allowed = shorter >= 7 ? 2 : 1;
  return editDistance(scriptWord, heard, allowed) <= allowed;
}

/**
 * Whether a recognised phrase says `word` (a word or short phrase) in its spoken form: "3" and
 * "three", "40%" and "forty percent" are the same; case and punctuation do not count.
 */
export function saysWord(word: string, heard: string): boolean {
  const target = spokenWords(word).join(' ');
  return target !== '' && ` ${spokenWords(heard).join(' ')} `.includes(` ${target} `);
}
