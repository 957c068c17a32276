import { sentencesOf } from '../text/sentence-cache.js';
import { refusedAfter, saidByAnother } from './not-the-speakers.js';

/** A sign found in the speaker's own words: its sentence, the words, and whether it came from the first list. */
export interface Sign {
  sentence: string;
  evidence: string;
  fromFirstList: boolean;
}

/**
 * The signs of an answer, each wording once, from lists of patterns ("it's not on me", "that way..."), in the
 * speaker's own words: not in what someone else is said to have said ("he said it was not his fault"), nor, when
 * asked, in what is named only to be refused ("some people say there's no need to, but I...").
 */
export function speakersSigns(answer: string, lists: readonly [readonly RegExp[], readonly RegExp[]], unlessRefused = false): Sign[] {
  const found: Sign[] = [];
  for (const sentence of sentencesOf(answer)) {
    for (const [i, patterns] of lists.entries()) {
      for (const pattern of patterns) {
        const m = pattern.exec(sentence);
        if (m === null || saidByAnother(sentence.slice(0, m.index))) continue;
        if (unlessRefused && refusedAfter(sentence.slice(m.index + m[0].length))) continue;
        if (found.some((f) => f.evidence.toLowerCase() === m[0].toLowerCase())) continue;
        found.push({ sentence: sentence.trim(), evidence: m[0], fromFirstList: i === 0 });
      }
    }
  }
  return found;
}
