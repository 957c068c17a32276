/**
 * "I check and I find the features was calculated... I rebuild them, and the precision come back to 0.79": a
 * speaker of English as a second language often tells a story in the present tense. Three of their own
 * actions and a change told with its figures, or how it ended, make a story; a routine ("every morning I
 * check...") does not.
 */
const FIRST_PERSON_PRESENT =
  /\b(i|we) (?!would|will|can|could|should|might|must|usually|always|normally|never|often|sometimes|think|feel|believe|like|love|want|need|know|mean|guess|am|have to)(?:\w+ly )?[a-z]{3,}\b(?<!ed)/gi;
const TOLD_CHANGE =
  /\bfrom (?:about |around |maybe |roughly )?[\d.,]+ ?(?:%|percent|\w+)? to (?:about |around |maybe |roughly |under |over )?[\d.,]+|\b(?:come|came|go|went|fall|fell|drop|dropped) (?:back |down |up )?to (?:about |around |maybe )?[\d.,]+|\b(?:since (?:that|then)|after that|in the end|at the end|finally)\b/i;
const ROUTINE = /\b(every (day|morning|evening|night|week|shift|time)|each (day|morning|shift|time)|usually|normally|always|as a rule)\b/i;

export function toldInThePresent(answer: string): boolean {
  return (answer.match(FIRST_PERSON_PRESENT) ?? []).length >= 3 && TOLD_CHANGE.test(answer) && !ROUTINE.test(answer);
}
