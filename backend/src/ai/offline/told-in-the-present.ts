import { MONTHS } from '../text/words.js';
import { isPastVerb, pastOf } from './past-forms.js';

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
    String.raw`|\b(?:since (?:that|then)|after (?:that|this)|in the end|at the end|finally)\b` +
    // "after it was matched and it settle same day", "after it finish it was zero hardness".
    String.raw`|\bafter (?:it|he|she|they) (?:was|were|finish|finished|finishes)\b` +
    // What is different since, or what the speaker took from it: "now every thursday we have...", "what i learn is".
    String.raw`|\bnow (?:every|each) \w+ (?:i|we|he|she|they)\b|\bwhat i (?:learn|learned|learnt) (?:is|was|from)\b` +
    // How it ended for the person it was for: "he was very happy, he came back with two more jackets".
    String.raw`|\b(?:he|she|they|the (?:customer|client|patient|guest|family|owner)) (?:was|were) (?:very |really |so )?(?:happy|pleased|satisfied|grateful|relieved)\b|\bcame back (?:with|for|to|and)\b` +
    String.raw`|\b(?:he|she|they) (?:was|were) (?:much |a lot |far |so |really )?(?:more )?(?:calm|calmer|better|settled|happier)\b|\bafter (?:maybe |about |around |only )?(?:a|one|two|three|four|five|six|eight|ten|twelve|\d+|a few|a couple of) (?:days?|weeks?|months?|terms?|semesters?|seasons?)\b` +
    // "after one semester we have around thirty five member coming" (set CE).
    // "two weeks after i go back and the new plants they were rooted" (set AT).
    String.raw`|\b(?:a|one|two|three|four|a few|a couple of) (?:days?|weeks?|months?) (?:after|later)\b` +
    String.raw`|\bto say thank(?:s| you)\b|\b(?:gave|give|gives) me (?:a|an) (?:certificate|award|bonus|reward|voucher)\b`,
  'i',
);
/** A time gone by that a story names: "last black friday week", "two years ago", "one night", "yesterday". */
const PAST_TIME = new RegExp(
  String.raw`\b(last (year|month|week|summer|winter|spring|autumn|christmas|easter|term|season|black friday|${MONTHS})|one (gentleman|lady|man|woman|boy|girl|guy|customer|client|patient|resident|guest|student|pupil|child|family|couple|picker|driver|worker) (he|she|they)|(two|three|four|five|six|a few|several|\d+) (days|weeks|months|years) ago|a (week|month|year) ago|one (time|day|night|morning|evening|afternoon|weekend)|yesterday)\b`,
  'i',
);
/** A story sets its time where it starts; "my error rate last year was..." near the end is a figure, not a story's time. */
function setsAPastTime(answer: string): boolean {
  const at = answer.search(PAST_TIME);
  return at >= 0 && at < answer.length * 0.4;
}
/** A routine said beside the speaker: "every morning I check", "we usually", "I check it every shift". */
const OWN_ROUTINE =
  /\b(i|we) (usually|normally|always)\b|\b(every|each) (day|morning|evening|night|week|shift|time) (i|we)\b|\b(i|we) [a-z]+ (it |them |this |that )?(every|each) (day|morning|evening|night|week|shift|time)\b|\b(usually|normally|as a rule) (i|we)\b/i;
/** A story's own time: "one time", "there was one lady", "last year", "I was doing deliveries". */
const SETS_ITS_TIME =
  /\b(one (time|day|night|morning|evening)|there was (a|an|one|this)|(we|i) (have|had) (one|this) (gentleman|lady|man|woman|boy|girl|guy|customer|client|patient|resident|guest|student|pupil|child|family|couple)|one (gentleman|lady|man|woman|boy|girl|guy|customer|client|patient|resident|guest|student|pupil|child|family|couple|picker|driver|worker) (he|she|they)|when i (arrive|arrived|get there|got there)|when the (first |new )?\w+ (arrive|arrived|come|came)|last (year|month|week|summer|winter|spring|autumn)|\w+ (days|weeks|months|years) ago|(i|we) was|i was [a-z]+ing)\b/i;
const ROUTINE = /\b(every (day|morning|evening|night|week|shift|time)|each (day|morning|shift|time)|usually|normally|always|as a rule)\b/i;

export function toldInThePresent(answer: string): boolean {
  const verbs = [...answer.matchAll(FIRST_PERSON_VERB)].map((m) => m[2].toLowerCase());
  const present = verbs.filter((verb) => !isPastVerb(verb)).length;
  return present >= 3 && present > verbs.length - present && (TOLD_CHANGE.test(answer) || setsAPastTime(answer)) && !toldAsARoutine(answer);
}

/** The speaker's own routine ("every morning I check", "we usually..."), not a fault that came back ("it stopped every night"). */
function toldAsARoutine(answer: string): boolean {
  // Speech-to-text writes no commas: there the routine is the speaker's when it is said beside "I" or "we", and a
  // story that sets its own time ("one time she was hitting...", "there was one lady") only mentions one.
  if (!/[.,;!?]/.test(answer.trim().replace(/[.!?]$/, ''))) return OWN_ROUTINE.test(answer) && !SETS_ITS_TIME.test(answer);
  // "after that i always plant in the beginning of the window" closes a story on what the speaker does since: a lesson,
  // and "i was monitoring every week with my agronomist" is the story's own time, not the routine the answer tells (set CL).
  return answer
    .split(/[.,;!?]/)
    .some((clause) => ROUTINE.test(clause) && /\b(i|we)\b/i.test(clause) && !SINCE_THEN.test(clause) && !/\b(i|we) (was|were|had)\b/i.test(clause));
}
/** A clause that says what the speaker has done since the story: "after that", "since then", "from then on". */
const SINCE_THEN = /^\s*(and |so )?(after that|after this|since then|since that|from then on|ever since|these days)\b/i;

/** The verbs speakers use to tell what they did: only these are put in the past, where the past is certain. */
const TOLD_VERBS: ReadonlySet<string> = new Set(
  'repeat load process escalate document record raise clear lift carry push pull lock switch pick hand fill sign log update restart install unload reassure refund cancel swap transfer assign share cover calm ease ask arrive bring call change check clean close come contact decide do explain find finish fix get give go help hold inform keep leave listen look make meet move notice offer open pay phone prepare propose realise realize remove replace report ring run say see send show sit speak start stay stop suggest take talk tell test try turn use visit wait walk wash write forget learn shout bleed confirm adjust deliver measure reduce refuse return answer apologise apologize agree book collect count plan train print lose teach build buy sell spend drive download upload refer restore fail submit review approve decline reject order email scan search attach create delete flag compare discover organise organize arrange serve drop catch choose pass follow complete attend treat examine inspect repair mark guide invite introduce join research solve tidy weigh wrap prescribe reply warn grind remind encourage support manage handle persuade convince negotiate describe'.split(
    ' ',
  ),
);

/** The past of a verb of TOLD_VERBS. */
const toldPast = (verb: string): string | undefined => (TOLD_VERBS.has(verb.toLowerCase()) ? pastOf(verb) : undefined);

/** The clause (between commas or stops) around a position. */
function clauseAt(text: string, at: number): string {
  const from = Math.max(0, ...[...text.slice(0, at).matchAll(/[.,;!?]/g)].map((m) => m.index + 1));
  const next = text.slice(at).search(/[.,;!?]/);
  return text.slice(from, next < 0 ? text.length : at + next);
}

/**
 * The speaker's own verbs told in the present in a story told in the present ("I stop the bus", "we
 * call the police"), each with its past: the story is what they did, so an examiner marks the tense.
 */
export function presentToldVerbs(answer: string): Array<{ said: string; fixed: string }> {
  if (!toldInThePresent(answer)) return [];
  const found: Array<{ said: string; fixed: string }> = [];
  for (const m of answer.matchAll(FIRST_PERSON_VERB)) {
    // "In my job I sit all day": a routine in the clause is told in the present rightly.
    const clause = clauseAt(answer, m.index);
    if (ROUTINE.test(clause) || /\b(all day|in my job|at work)\b/i.test(clause)) continue;
    const past = toldPast(m[2]);
    if (past !== undefined && past !== m[2].toLowerCase() && !found.some((f) => f.said.toLowerCase() === m[0].toLowerCase()))
      found.push({ said: m[0], fixed: `${m[0].slice(0, m[0].length - m[2].length)}${past}` });
  }
  return found;
}

/**
 * "I", "we" or "they" and a verb of TOLD_VERBS ("they send an ambulance", "I go to him"); "he" or "she" with its bare
 * form, which is no present ("next week she book by herself"), unless a question or a wish is asked of them ("i asked him
 * can he show me"); "it" with its bare form after a joining word ("when i
 * started the restore it fail"), where "it" is a subject, not an object ("i watched it fail").
 */
const TOLD_VERB =
  /\b(i|we|they|(?<!\b(?:can|could|will|would|should|must|might|may|did|does|do|let|make|made|help|helped|want|wanted|see|saw|watch|watched|hear|heard|if|whether) )(?:he|she)|(?<=\b(?:and|but|so|then|because|when|until|after|before|that) )it) (?:also |then |first |just |\w+ly )?(go|do|[a-z]{3,})\b/gi;

/** A sentence of a story told in the present with the verbs of its people put in the past ("I stop" -> "I stopped", "they send" -> "they sent"). */
export function withOwnVerbsInThePast(sentence: string): string {
  // "Normally we just leave a card": the speaker's routine told inside the story stays in the present; the clause
  // after it is the story again ("every morning I do my check ... and that day I find a newt", set AR).
  if (OWN_ROUTINE.test(sentence)) {
    const clauses = sentence.split(/(?=\b(?:and|but|so|then) (?:that|this|one) (?:day|morning|afternoon|evening|night|time|week)\b)/i);
    return clauses.length === 1 ? sentence : clauses.map((clause) => withOwnVerbsInThePast(clause)).join('');
  }
  const told = sentence
    .replace(TOLD_VERB, (whole: string, _subject: string, verb: string, at: number) => {
      const past = toldPast(verb);
      // "in this job people are very particular and sometimes they change their mind": true in general, not the story.
      // The words read run up to the verb: "so now we ring people" has its "now we" in the match itself.
      // "the client will be angry if we lose the window", "so i say ok we go": a condition and words said stay as said (set BE's coach).
      return past === undefined || IN_GENERAL.test(sentence.slice(Math.max(0, at - 40), at + whole.length)) || SAID_OR_IF.test(sentence.slice(0, at))
        ? whole
        : `${whole.slice(0, whole.length - verb.length)}${past}`;
    })
    // "so i don't process it", "six people don't show up": what did not happen is past too ("I don't know" is now).
    .replace(NOT_DONE, (whole: string, subject: string, _not: string, adverb: string | undefined, verb: string) =>
      toldPast(verb) === undefined ? whole : `${subject} didn't ${adverb ?? ''}${verb}`,
    );
  // "I went straight to the midwife and tell her": a verb joined by "and" to the speaker's past one.
  return told.replace(JOINED_VERB, (whole: string, before: string, verb: string, at: number) => {
    const past = toldPast(verb);
    const earlier = told.slice(Math.max(0, at - 80), at);
    return past === undefined || !saidInThePast(earlier) || INFINITIVE_BEFORE.test(earlier) ? whole : `${before}${past}`;
  });
}
/** Just before the verb's subject: "if", "unless", or "ok" opening words said. */
const SAID_OR_IF = /\b(if|unless|ok|okay)\s+$/i;
/** "i went", "we quickly rang": a past verb of the speaker's, or of the people with them, in the words before. */
const saidInThePast = (words: string): boolean => [...words.matchAll(WHO_DID)].some((m) => isPastVerb(m[1]) || isPastVerb(m[2] ?? ''));
const WHO_DID = /\b(?:i|we|they) (\w+)(?: ([a-z]+))?/gi;
// "what i learn is now i check the forecast": what the speaker does since is told in the present.
const IN_GENERAL =
  /\b(sometimes|often|usually|normally|always|in this job|in my job|in general|generally|now (?:i|we)|now (?:every|each|all) \w+ (?:i|we)|what i (?:learn|learned|learnt|took from it) is)\b/i;
/** "i suggest to try the tail paint and check...": a verb joined to an infinitive ("to try") is one too, not the past. */
const INFINITIVE_BEFORE = /\bto (?!(?:the|a|an|my|his|her|their|our|this|that|him|them|me|us|it)\b)\w+( \w+){0,4} $/i;
const NOT_DONE = /\b(i|we|they|people) (don't|do not) (just |even |really )?([a-z]{2,})\b/gi;
const JOINED_VERB = /(\band (?:then |also |just )?)([a-z]{2,})\b/gi;
