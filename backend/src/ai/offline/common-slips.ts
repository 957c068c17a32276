import type { AgreementSlip } from './verb-agreement.js';
import { pastOf } from './past-forms.js';

/**
 * Slips that speakers of English as a second language make and a speaking examiner marks down, outside
 * subject-verb agreement (verb-agreement.ts): "because is comfortable", "a place for relax", "the work is
 * very stress", "I am agree", "more easier", "I didn't went", "people is". Only phrases that are wrong
 * wherever they stand are read, so the fix is certain; the example answer is written with the fix, and
 * the feedback names the slips it found.
 */

interface SlipRule {
  pattern: RegExp;
  fix: (match: RegExpExecArray) => string;
}

/** Verbs that are never nouns: "for relax" can only mean "to relax". */
const NEVER_NOUNS = 'relax|learn|improve|buy|enjoy|meet|understand|find|make|take|get|see|speak|spend|earn|save|become|know';

/** Nouns and verbs said where the adjective belongs: "very stress" is "very stressful". */
const VERY_ADJECTIVE: Readonly<Record<string, string>> = {
  stress: 'stressful',
  interest: 'interesting',
  bore: 'boring',
  relax: 'relaxing',
  excite: 'exciting',
  danger: 'dangerous',
  success: 'successful',
  health: 'healthy',
  beauty: 'beautiful',
  peace: 'peaceful',
  luck: 'lucky',
  comfort: 'comfortable',
};

/** The base form after "didn't": "I didn't went" is "I didn't go", for these verbs. */
const AFTER_DIDNT =
  'arrive ask begin bring buy call change come decide feel find finish get give go happen have hear help keep know leave like make meet need pay say see send speak start stop take tell think try understand want work write'.split(
    ' ',
  );
const PAST_TO_BASE: ReadonlyMap<string, string> = new Map(AFTER_DIDNT.map((base) => [pastOf(base) as string, base]));

const COMPARATIVES = 'better|worse|easier|harder|cheaper|bigger|smaller|faster|slower|happier|safer|healthier|busier|quieter|nicer|longer|shorter';

const RULES: readonly SlipRule[] = [
  // "because is comfortable": the subject is missing.
  { pattern: /\bbecause (is|was)\b/gi, fix: (m) => `because it ${m[1].toLowerCase()}` },
  { pattern: new RegExp(String.raw`\bfor (${NEVER_NOUNS})\b(?! (?:of|out|up|down|over|on)\b)`, 'gi'), fix: (m) => `to ${m[1].toLowerCase()}` },
  {
    pattern: new RegExp(String.raw`\b(very|so|really) (${Object.keys(VERY_ADJECTIVE).join('|')})\b(?!\w)`, 'gi'),
    fix: (m) => `${m[1]} ${VERY_ADJECTIVE[m[2].toLowerCase()]}`,
  },
  { pattern: /\b(i|we|they)(?: am|'m| are|'re) (agree|disagree)\b/gi, fix: (m) => `${m[1]} ${m[2].toLowerCase()}` },
  { pattern: new RegExp(String.raw`\bmore (${COMPARATIVES})\b`, 'gi'), fix: (m) => m[1] },
  {
    pattern: new RegExp(String.raw`\b(didn't|did not|don't|doesn't) (${[...PAST_TO_BASE.keys()].join('|')})\b`, 'gi'),
    fix: (m) => `${m[1]} ${PAST_TO_BASE.get(m[2].toLowerCase())}`,
  },
  // "there is no red flags", "there was many problems": the verb agrees with the plural after it (set CC's coach: the
  // model answer kept it). Words that end in s and are one thing ("news", "series", "gas") are not read as plurals.
  {
    pattern:
      /\bthere (is|was) (no|many|several|two|three|four|five|six|lots of|a lot of|so many|too many) ((?:[a-z]+ )?(?!(?:news|series|species|means|gas|lens|bus|yes|this|chaos|canvas|basis|crisis|analysis|diagnosis|thesis|physics|maths|economics|politics|athletics|ethics|logistics|electronics|mechanics|statistics|graphics|aerobics|gymnastics|measles|mumps|diabetes|herpes|rabies|scabies|sepsis|tennis|billiards|darts|bowls|checkers|premises|headquarters|alias|atlas|bias|iris|plus|minus|status|bonus|virus|campus|census|chorus|circus|focus|genius|radius|surplus|stimulus|fungus|cactus|octopus|apparatus|corpus|hiatus|nexus|process|success|access|address|business|progress|stress|class|glass|grass|loss|boss|mess|less|press|dress|guess|express|witness|fitness|illness|kindness)\b)[a-z]+[^su's]s)\b/gi,
    fix: (m) => `there ${m[1].toLowerCase() === 'is' ? 'are' : 'were'} ${m[2]} ${m[3]}`,
  },
  // "i explain him that pain is not always damage": these verbs take "to" before the one told.
  {
    pattern:
      /\b(explain|explained|explains|explaining|describe|described|describes|say|said|says|suggest|suggested|suggests) (him|her|them|me|us) (that|how|what|why|about)\b/gi,
    fix: (m) => `${m[1]} to ${m[2]} ${m[3]}`,
  },
  // Not "the number of people is", "the risk to people was": there the verb agrees with the word before.
  {
    // Nor "remembering people is what brings them back": the subject is the whole "-ing" phrase.
    pattern: /(?<!\b(?:of|to|for|with|from|by|about|among|between|than|like|in|on|at|[a-z]{2,}ing) )\b(people|children|men|women|the police) (is|was)\b/gi,
    fix: (m) => `${m[1]} ${m[2].toLowerCase() === 'is' ? 'are' : 'were'}`,
  },
];

export function findCommonSlips(text: string): AgreementSlip[] {
  const slips: AgreementSlip[] = [];
  for (const rule of RULES) for (const m of text.matchAll(rule.pattern)) slips.push({ said: m[0], fixed: rule.fix(m as RegExpExecArray) });
  return slips;
}

/** The text with each slip put right. */
export function withCommonSlipsFixed(text: string): string {
  return RULES.reduce((fixed, rule) => fixed.replace(rule.pattern, (...args: unknown[]) => rule.fix(args.slice(0, -2) as unknown as RegExpExecArray)), text);
}
