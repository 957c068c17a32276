import { isPastVerb } from './past-forms.js';

/**
 * "I check and I find the features was calculated... I rebuild them, and the precision come back to 0.79": a
 * speaker of English as a second language often tells a story in the present tense. Three of their own
 * actions in the present, more than in the past, and a change told with its figures or how it ended make a
 * story; a routine ("every morning I check...") does not.
 */
const FIRST_PERSON_VERB =
  /\b(i|we) (?!would|will|can|could|should|might|must|usually|always|normally|never|often|sometimes|think|feel|believe|like|love|want|need|know|mean|guess|am|have to)(?:\w+ly )?([a-z]{3,})\b/gi;
const NUMBER = String.raw`(?:[\d.,]+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|half)`;
const TOLD_CHANGE = new RegExp(
  String.raw`\bfrom (?:about |around |maybe |roughly )?${NUMBER}\b ?(?:%|percent|\w+)? to (?:about |around |maybe |roughly |under |over )?${NUMBER}\b` +
    String.raw`|\b(?:go|goes|went|come|comes|came|fall|falls|fell|drop|drops|dropped) (?:back |down |up )?(?:from|to)\b` +
    String.raw`|\b(?:since (?:that|then)|after that|in the end|at the end|finally)\b` +
    // How it ended for the person it was for: "he was very happy, he came back with two more jackets".
    String.raw`|\b(?:he|she|they|the (?:customer|client|patient|guest|family|owner)) (?:was|were) (?:very |really |so )?(?:happy|pleased|satisfied|grateful|relieved)\b|\bcame back (?:with|for|to|and)\b`,
  'i',
);
const ROUTINE = /\b(every (day|morning|evening|night|week|shift|time)|each (day|morning|shift|time)|usually|normally|always|as a rule)\b/i;

export function toldInThePresent(answer: string): boolean {
  const verbs = [...answer.matchAll(FIRST_PERSON_VERB)].map((m) => m[2].toLowerCase());
  const present = verbs.filter((verb) => !isPastVerb(verb)).length;
  return present >= 3 && present > verbs.length - present && TOLD_CHANGE.test(answer) && !toldAsARoutine(answer);
}

/** The speaker's own routine ("every morning I check", "we usually..."), not a fault that came back ("it stopped every night"). */
function toldAsARoutine(answer: string): boolean {
  return answer.split(/[.,;!?]/).some((clause) => ROUTINE.test(clause) && /\b(i|we)\b/i.test(clause));
}
