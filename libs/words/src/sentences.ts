// Sentences of a script, an answer, a pasted context or a meeting transcript: one set of rules
// for the screens and the API's offline AI.

// A sentence ends with . ? or ! (a run of them, e.g. '?!' or '...'), with any closing quotes or
// brackets, where white space or the end of the text follows: '3.5' and 'example.com' go on.
const SENTENCE_END = /[.?!]+["'’”)\]]*(?=\s|$)/gu;
// Line breaks end a sentence too (list items, headings, one thought a line).
const LINE_BREAKS = /[\r\n]+/;
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;
// Words written with a full stop that does not end the sentence ('Dr. Smith', 'e.g. this').
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'vs', 'e.g', 'i.e', 'cf', 'approx']);

/**
 * Sentences of a text, split after . ? and ! (the marks stay with their sentence) and on line
 * breaks. Decimals, web addresses and the common abbreviations do not end a sentence; pieces
 * without a letter or digit (a stray '...') are dropped.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(LINE_BREAKS)
    .flatMap(sentencesOfLine)
    .filter((sentence) => HAS_WORD_CHARACTER.test(sentence));
}

/** The last sentence of a transcript (the meeting screen's question), or '' when there is none. */
export function lastSentence(text: string): string {
  const sentences = splitSentences(text);
  return sentences.length > 0 ? sentences[sentences.length - 1] : '';
}

function sentencesOfLine(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const end of line.matchAll(SENTENCE_END)) {
    if (end[0] === '.' && isAbbreviation(line.slice(start, end.index))) continue;
    const stop = end.index + end[0].length;
    sentences.push(line.slice(start, stop).trim());
    start = stop;
  }
  sentences.push(line.slice(start).trim());
  return sentences;
}

function isAbbreviation(textBeforeStop: string): boolean {
  const lastWord = /[\p{L}.]+$/u.exec(textBeforeStop)?.[0] ?? '';
  return ABBREVIATIONS.has(lastWord.toLowerCase());
}
