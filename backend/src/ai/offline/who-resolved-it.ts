import type { Quote } from './answer-signals.js';

/**
 * "I just said sorry and told him check-in is at three, then my manager came and gave him a free breakfast": the
 * story of a problem someone else solved. An interviewer asks what the speaker did; here it is little, and the
 * person who stepped in was not even called by them. A speaker who fetched or rang that person acted: escalating is
 * often the right thing to do.
 */
export function resolvedByAnother(answer: string, ownActions: readonly Quote[]): string | null {
  const text = answer.toLowerCase().replace(/[’]/g, "'");
  const stepped = STEPPED_IN.exec(text);
  if (stepped === null) return null;
  if (CALLED_IN.test(text.slice(0, stepped.index + stepped[0].length))) return null;
  const own = new Set(ownActions.map((q) => q.marker.toLowerCase()));
  // Said back to the speaker: "your manager", not "my manager".
  return own.size <= FEW_ACTIONS ? stepped[1].replace(/^(my|our)\b/, 'your') : null;
}

/** This many things the speaker did, or fewer, is little beside someone else's solving it. */
const FEW_ACTIONS = 2;

const SOMEONE = String.raw`(?:line |duty |shift |store |ward |site |night |deputy |assistant |general )?(?:manager|supervisor|boss|team leader|senior|colleague|co-?worker|head chef|chef|security|mentor|owner|director|foreman|charge nurse)`;
/** Someone else who came and solved it: "my manager came", "the supervisor stepped in and gave him...". */
const STEPPED_IN = new RegExp(
  String.raw`\b((?:my|the|our|a) ${SOMEONE})\b(?: (?:just|then|actually|eventually|finally|basically|came over and|came and|[a-z]+ (?:she|he)|she|he))?(?: \w+)?? (?:came|came over|came in|came out|arrived|stepped in|took over|took charge|sorted (?:it|him|her|them|everything)|dealt with|handled|fixed|solved|resolved|got the|set up|organised|organized|gave (?:him|her|them)|offered (?:him|her|them)|calmed (?:him|her|them))\b`,
);
/** The speaker brought that person in: "I rang my supervisor", "we called security", "I asked the chef to...". */
const CALLED_IN = new RegExp(
  String.raw`\b(?:i|we) (?:\w+ )?(?:asked|called|rang|got|fetched|phoned|messaged|radioed|paged|escalated|alerted|informed|flagged|reported|went to get|went and got|went to|told)\b[^.]{0,40}\b${SOMEONE}`,
);
