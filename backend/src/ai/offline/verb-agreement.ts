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

/** He, she, it or a singular family or work title, then a base verb ("he try", "it mean"). */
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
  try: 'tries',
  mean: 'means',
  feel: 'feels',
  get: 'gets',
  give: 'gives',
  look: 'looks',
  seem: 'seems',
  start: 'starts',
  stop: 'stops',
  tell: 'tells',
  ask: 'asks',
  help: 'helps',
  show: 'shows',
  bring: 'brings',
  speak: 'speaks',
  teach: 'teaches',
  study: 'studies',
  enjoy: 'enjoys',
  love: 'loves',
  prefer: 'prefers',
  believe: 'believes',
  become: 'becomes',
  "don't": "doesn't",
};
/** After these the base form is right: "did she go", "let him do", "will she come". */
const BASE_FORM_AFTER = String.raw`(?<!\b(?:did|does|do|didn't|doesn't|don't|will|would|can|could|should|might|must|may|to|let|lets|letting|make|makes|making|made|help|helps|helping|helped|have|having|had|saw|see|seeing|watch|watched|watching|heard|hear|why|when|where|how|if) )`;
/** "It" is also an object ("reproduced it like five times", "work on it live"): not with the verbs that are also other words. */
const AFTER_IT = Object.keys(BASE_VERB).filter((verb) => verb !== 'like' && verb !== 'live');
const THIRD_PERSON = new RegExp(
  String.raw`${BASE_FORM_AFTER}\b(?:(${SINGULAR_SUBJECT}) (${Object.keys(BASE_VERB).join('|')})|(it) (${AFTER_IT.join('|')}))\b`,
  'gi',
);

/** They, we, you or a plural noun phrase, then "was" or "is". */
const PLURAL_SUBJECT = String.raw`(?:they|we|you|(?:the|these|those|some|many|all the|our|my|their|his|her) (?:\w+ )?(?!news\b|series\b|species\b|means\b|\w+ics\b)\w{2,}s(?<!ss|us|is))`;
/** "One of the nurses was", "the revenue in the accounts is": the verb agrees with a word before the plural. */
const PLURAL_WITH_SINGULAR_VERB = new RegExp(
  String.raw`(?<!\b(?:of|in|for|on|at|with|from|to|by|about|between|among|into|over|under|per|across|through|than|like) )\b(${PLURAL_SUBJECT}) (was|is)\b`,
  'gi',
);

export function findAgreementSlips(text: string): AgreementSlip[] {
  const slips: AgreementSlip[] = [];
  for (const m of text.matchAll(THIRD_PERSON)) slips.push({ said: m[0], fixed: thirdPerson(m[1] ?? m[3], m[2] ?? m[4]) });
  for (const m of text.matchAll(PLURAL_WITH_SINGULAR_VERB)) slips.push({ said: m[0], fixed: `${m[1]} ${m[2].toLowerCase() === 'was' ? 'were' : 'are'}` });
  return slips;
}

function thirdPerson(subject: string, verb: string): string {
  return `${subject} ${BASE_VERB[verb.toLowerCase()]}`;
}

/** The text with each slip put right. */
export function withAgreementFixed(text: string): string {
  return text
    .replace(THIRD_PERSON, (_, subject?: string, verb?: string, it?: string, itsVerb?: string) => thirdPerson(subject ?? it ?? '', verb ?? itsVerb ?? ''))
    .replace(PLURAL_WITH_SINGULAR_VERB, (_, subject: string, verb: string) => `${subject} ${verb.toLowerCase() === 'was' ? 'were' : 'are'}`);
}
