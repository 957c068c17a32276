/**
 * Subject-verb agreement slips that speakers of English as a second language make and an examiner
 * marks down: "she live alone", "my mother do everything", "the deliveries was late", "some jobs is
 * boring". Only these plain patterns are read, where the fix is certain; the example answer is written
 * with the fix, and the feedback names the slips it found.
 */
export interface AgreementSlip {
  said: string;
  fixed: string;
}

/** He, she, it or a singular family or work title, then a base verb. */
const SINGULAR_SUBJECT = String.raw`(?:he|she|my (?:mother|mum|father|dad|brother|sister|son|daughter|wife|husband|boss|manager|friend|teacher|grandmother|grandfather))`;
const BASE_VERB: Readonly<Record<string, string>> = {
  live: 'lives',
  do: 'does',
  go: 'goes',
  have: 'has',
  want: 'wants',
  need: 'needs',
  like: 'likes',
  work: 'works',
  say: 'says',
  make: 'makes',
  take: 'takes',
  come: 'comes',
  know: 'knows',
  think: 'thinks',
  "don't": "doesn't",
};
/** After these the base form is right: "did she go", "let him do", "will she come". */
const BASE_FORM_AFTER = String.raw`(?<!\b(?:did|does|do|didn't|doesn't|don't|will|would|can|could|should|might|must|may|to|let|make|made|help|helped|saw|see|watch|watched|heard|hear|why|when|where|how|if) )`;
const THIRD_PERSON = new RegExp(String.raw`${BASE_FORM_AFTER}\b(${SINGULAR_SUBJECT}) (${Object.keys(BASE_VERB).join('|')})\b`, 'gi');

/** They, we, you or a plural noun phrase, then "was" or "is". */
const PLURAL_SUBJECT = String.raw`(?:they|we|you|(?:the|these|those|some|many|all the|our|my|their|his|her) (?:\w+ )?(?!news\b|series\b|species\b|means\b|\w+ics\b)\w{2,}s(?<!ss|us|is))`;
/** "One of the nurses was", "the revenue in the accounts is": the verb agrees with a word before the plural. */
const PLURAL_WITH_SINGULAR_VERB = new RegExp(
  String.raw`(?<!\b(?:of|in|for|on|at|with|from|to|by|about|between|among|into|over|under|per|across|through|than|like) )\b(${PLURAL_SUBJECT}) (was|is)\b`,
  'gi',
);

export function findAgreementSlips(text: string): AgreementSlip[] {
  const slips: AgreementSlip[] = [];
  for (const m of text.matchAll(THIRD_PERSON)) slips.push({ said: m[0], fixed: `${m[1]} ${BASE_VERB[m[2].toLowerCase()]}` });
  for (const m of text.matchAll(PLURAL_WITH_SINGULAR_VERB)) slips.push({ said: m[0], fixed: `${m[1]} ${m[2].toLowerCase() === 'was' ? 'were' : 'are'}` });
  return slips;
}

/** The text with each slip put right. */
export function withAgreementFixed(text: string): string {
  return text
    .replace(THIRD_PERSON, (_, subject: string, verb: string) => `${subject} ${BASE_VERB[verb.toLowerCase()]}`)
    .replace(PLURAL_WITH_SINGULAR_VERB, (_, subject: string, verb: string) => `${subject} ${verb.toLowerCase() === 'was' ? 'were' : 'are'}`);
}
