import { criterionScore, type Cap, type Criterion } from './judgement.js';

/**
 * An answer that sums itself up in a line anyone could say ("i think it's just about being patient", "communication is
 * very important in this job", "you have to stay calm") and names little the listener can picture: the rubric's 3,
 * "on the question but general and thin", however confidently it is told. With specific detail (figures, names, the
 * trade's own terms) the line is only a closing remark, and the answer is rated on what it tells.
 *
 * Round 15, from the graded sets: of the 2,358 graded answers, 21 have such a line; 13 of them were graded 3, 6 graded
 * 1-2, 2 graded 4-5. Of those with Detail under 50 %, none was graded above 3.
 */
export function platitudeCap(criteria: Criterion[], answer: string): Cap | null {
  if (criterionScore(criteria, 'Detail') >= SPECIFIC_DETAIL) return null;
  const said = answer.replace(/[\u2018\u2019]/g, "'");
  const found = PLATITUDES.map((pattern) => pattern.exec(said)).find((match) => match !== null);
  if (found === undefined || found === null) return null;
  // Quoted as said, with the words that finish it ("...being patient and managing expectations"), up to the sentence's end.
  const rest = said
    .slice(found.index + found[0].length)
    .split(/[.!?]/)[0]
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5);
  const line = [found[0], ...rest].join(' ');
  return {
    ceiling: ADEQUATE_MAX,
    why: `The answer sums itself up in a line anyone could say ("${line.toLowerCase()}") and names little the listener can picture: that is an adequate answer, at most ${ADEQUATE_MAX}.`,
  };
}

/** Lines that stand for the answer's point without saying anything of this case. */
const PLATITUDES: readonly RegExp[] = [
  /\b(?:i think|so|really) (?:it's|its|it is) (?:just |all |really |mostly )?about (?:being|staying|knowing|managing|keeping|listening|having|good communication|communication|patience|teamwork)\b/i,
  /\bfor me (?:the )?(?:important|main|key)(?: thing)? is (?:to be|be|being|communication)\b/i,
  /\b(?:communication|teamwork|team work|patience|motivation|listening) is (?:very |really |so |super )?important\b/i,
  /\bis (?:very |really |so )?important in (?:this|my|our) (?:job|work|role|line of work|field|industry)\b/i,
  /\byou (?:just )?(?:have|need|got) to (?:be|stay) (?:patient|calm|flexible|positive)\b/i,
];
/** Detail at this level (about a figure or a name and some terms of the trade) tells a case of its own. */
const SPECIFIC_DETAIL = 0.5;
/** The top of the rubric's 3: rounds to 3. */
const ADEQUATE_MAX = 3.4;
