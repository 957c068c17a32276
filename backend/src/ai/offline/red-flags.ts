import { sentencesOf } from '../text/sentence-cache.js';
import { findBlame } from './blames-others.js';
import { findShortcutTalk } from './shortcut-talk.js';
import { BOUNDED_SECRECY, CONDUCT_RULES } from './conduct-flags.js';
import { doneByAnother, refusedAfter, saidByAnother } from './not-the-speakers.js';
import { findUnsafeMeaning } from './unsafe-meaning.js';
import { roleFamilies, type RoleFamily } from './role-families.js';
import { EVERY_ROLE } from './every-role-flags.js';

/**
 * What a real interviewer in the role would fail an answer for, however fluent: dispensing a
 * doubtful dose, silencing an alarm, humiliating a pupil, skipping a safety check, hiding an error,
 * keeping a disclosure of risk secret. Found in the speaker's own plan or story, not when the speaker
 * says they would never do it or stopped someone else doing it.
 */
export interface RedFlag {
  /** What the interviewer would fail, in the feedback's words. */
  what: string;
  /** What a safe professional does instead, in the feedback's words ("check the dose with the prescriber"). */
  instead: string;
  sentence: string;
  /** The words that show it. */
  evidence: string;
}

export interface FlagRule {
  what: string;
  instead: string;
  pattern: RegExp;
  /** The pattern holds its own "don't"/"never" ("I don't bother checking"): a negation before it does not clear it. */
  negative?: boolean;
  /** Only where the question or the answer also says this (the general bin is a red flag for a needle, not for food scraps). */
  needs?: RegExp;
  /** Not when the sentence says this too ("I didn't report it, which was a mistake": the lesson, not the practice). */
  unless?: RegExp;
}

/** What an interviewer fails in anyone who teaches. */
const EDUCATION_RULES: FlagRule[] = [
  {
    what: 'humiliating or shaming a pupil',
    instead: "deal with the pupil calmly and privately, and follow the school's behaviour policy",
    // Done to a pupil ("embarrassed him in front of the class"), not what pupils feel ("boys who'd decided drama was embarrassing", set AT).
    pattern:
      /\b(humiliat\w*|embarrass(ed|es|ing)? (him|her|them|the (\w+ )?(pupil|student|child|kid|boy|girl|class|group))|(public|a (bit|little) of) embarrassment|shame|shamed|make an example of|shout(ed)? at|yell(ed)? at|call(ed)? (him|her|them) (stupid|lazy|an idiot))\b/i,
    // "I know how much shame people carry": the shame learners feel, which the speaker means to ease.
    unless:
      /\b(the |how much |their |the same )?(shame|embarrassment) (people|they|learners|adults|pupils|students|kids|children|he|she) (carry|carried|feel|felt|have|had)\b|\b(without|no) (shame|embarrassment)\b|\bnot (to )?(humiliate|embarrass|shame)\b/i,
  },
];

/** What an interviewer fails in anyone who cares for or works with young or vulnerable people. */
const CARE_RULES: FlagRule[] = [
  {
    what: 'keeping a disclosure of risk secret',
    instead: 'tell the person you cannot keep it secret, and pass it to the safeguarding lead the same day',
    pattern:
      /\b(keep|kept) (it|this|that) (a )?secret\b|\bpromise(d)? (them |him |her )?(not to tell|i wouldn't tell|to keep it|that it (stays|will stay))\b|\b(it )?(stays?|stay) between us\b|\brespect (their|his|her) wish\b/i,
    unless: BOUNDED_SECRECY,
  },
];

const BY_FAMILY: Record<RoleFamily, FlagRule[]> = {
  healthcare: [
    {
      what: 'dispensing or giving a dose you are not sure of',
      instead: 'check the dose with the prescriber before anything is given, and record the check',
      pattern:
        /\b(dispense|give|hand over|administer)\b[^.]{0,25}\b(it|them|the dose|the medication|the prescription)?\b[^.]{0,20}\b(anyway|regardless|and (put|leave) a note|and check (it )?(later|tomorrow))\b|\b(i'd|i would|i'll|i will|just) (dispense|give) it\b/i,
    },
    {
      what: 'silencing or widening alarms instead of checking the patient',
      instead: "check the patient and the reading first, and change limits only as the unit's policy allows",
      pattern: /\b(silence|mute|turn off|switch off|widen)\b[^.]{0,20}\balarms?( limits)?\b|\balarms? (are|is) (mostly |just )?nonsense\b/i,
    },
    {
      what: 'not escalating to the doctor or prescriber',
      instead: 'escalate to the doctor or prescriber and record when and what you told them',
      pattern:
        /\b(don't|do not|wouldn't|won't) (want to )?(call|bother|ring|escalate to) the (doctor|prescriber|registrar|surgery)\b|\b(doctors?|prescribers?) (don't|do not) want to be called\b|\b(legally )?(it's|it is) (their|the doctor's) responsibility\b/i,
    },
  ],
  education: EDUCATION_RULES,
  'safety-critical': [
    {
      what: 'lifting with the crane not set up as its limits require',
      instead:
        'set every stabiliser out as the duty chart needs (or move the lift), stop when the capacity indicator warns, and keep everyone clear of a suspended load, guiding it with tag lines',
      pattern:
        /\b(could only get|only got|only had|only put) (it|them|that one|the (other|offside|nearside) (one|leg|stabili[sz]er|outrigger))? ?(out )?(about |around |roughly )?(half ?way|half|part ?way|partly)\b|\b(capacity indicator|rci|overload (alarm|warning)|capacity (alarm|warning)|lmi)\b[a-z ]{0,30}\b(beeped|went off|was going|kept going|sounded)\b[a-z ]{0,40}\b(but|and) (i|we) (feathered|carried on|kept going|kept lifting|just)\b|\b(grab|grabbed|guide|guided|steady|steadied) (it|the load|the packs?|the pallet) (down |in )?by hand\b/i,
      needs: /\b(crane|hiab|stabili[sz]ers?|outriggers?|slew|jib|lift|load)\b/i,
    },
    {
      what: 'skipping safety checks or breaks to save time',
      instead: 'keep every safety check and re-plan the work or tell the customer about the delay',
      pattern: /\bskip(ping|ped)? (the |their |our |all the )?(pre-use |safety |daily |pre-start )?(checks?|inspections?|breaks|briefing|induction|permit)\b/i,
    },
    {
      what: 'working without the protection the job requires',
      instead: 'stop until the protection, permit or equipment the job needs is in place',
      pattern:
        /\bwithout (a |the |any )?(harness|ppe|permit|isolation|isolating|locking off|lock-off|guard|hard hat|reach driver|banksman|spotter|edge protection)\b/i,
    },
    {
      what: 'working on live equipment instead of isolating it',
      instead: 'isolate, lock off and prove dead before work; if the supply cannot be switched off, explain the risk and rearrange the work',
      pattern: /\b(work|working|worked|do it|doing it)( on (it|them|the \w+))? live\b|\blive working\b|\btape (it|the live)\b/i,
    },
    {
      what: 'overloading or ignoring a limit',
      instead: 'stay within the rated limit and split the load or the work',
      pattern:
        /\b(even if|even though) (it's|it is|we're|we are) (over ?weight|over the limit|overloaded|unsafe)\b|\b(double stack|overload)\b[^.]{0,40}\b(over ?weight|limit|anyway)\b/i,
    },
    {
      what: 'ignoring a safety stop',
      instead: 'stop, find out why the stop or alarm went off, and restart only when it is safe',
      pattern:
        /\b(ignore|ignored|override|overrode|bypass\w*)\b[^.]{0,15}\b(the )?(stop|alarm|interlock|sensor|guard|warning|safety)\b|\bkeep (going|working|pouring|lifting) (anyway|regardless)\b/i,
    },
  ],
  finance: [
    {
      what: 'adjusting figures to make them balance',
      instead: 'find the cause of the difference and report it before anything is adjusted',
      pattern:
        /\b(plug|adjust|tweak|force|change)(ed)? (the )?(difference|figures|numbers|balance|entry)\b[^.]{0,30}\b(so (it|they) (balance|match)|match|balance|look right)\b/i,
    },
  ],
  care: CARE_RULES,
  hospitality: [
    {
      what: 'unsafe food handling',
      instead: 'follow the food safety plan: cool and chill food quickly, store raw below cooked, and go by date labels and temperatures',
      pattern:
        /\b(overnight|all night) to cool\b|\bto cool (down )?(slowly )?(\w+ ){0,2}overnight\b|\bgo by (the )?smell\b|\bif it smells (fine|ok|okay|alright)\b|\bleave (it |them )?out( \w+){0,4} overnight\b|\bdate labels? (are|is) (more of )?(a )?guideline|\braw \w+ (goes|go) (wherever|anywhere)\b|\b(pick|picked|scrape|scraped) (it|them|the \w+) (out|off)\b[^.]{0,40}\ballerg/i,
    },
  ],
  it: [
    {
      what: 'weakening security to save time',
      instead: 'keep the controls on, and use the proper access or change process even when it is slower',
      pattern:
        /\b(share|shared|sharing|use|used|gave|give) (my|the|his|her|their|our) (admin |root )?(password|login|credentials)\b|\b(disable|disabled|turn off|turned off|switch off)\b[^.]{0,15}\b(firewall|antivirus|mfa|2fa|two-factor|logging|encryption|security)\b|\b(push|pushed|deploy|deployed|release|released)\b[^.]{0,25}\b(prod|production|live)\b[^.]{0,15}\bwithout (any )?(testing|tests|review|approval)\b/i,
    },
  ],
  // Whoever works with children must not shame them and must not keep a disclosure of risk secret.
  children: [...EDUCATION_RULES, ...CARE_RULES],
  general: [],
};

const NEGATION =
  /\b(never|not|n't|no|refuse\w*|wouldn't|won't|didn't|don't|couldn't|can't|cannot|shouldn't|mustn't|isn't|aren't|wasn't|weren't|instead of|rather than|stopped (him|her|them)|reported|challenged|told (him|her|them) (not|to stop))\b/i;

export function findRedFlags(question: string, answer: string, topic: string, context = ''): RedFlag[] {
  const families = roleFamilies(question, topic, context);
  // A disclosure of risk is a safeguarding matter in any role that works with young people.
  const rules = [...EVERY_ROLE, ...CONDUCT_RULES, ...families.flatMap((f) => BY_FAMILY[f]), ...(families.includes('education') ? BY_FAMILY.care : [])];
  const flags: RedFlag[] = [];
  for (const sentence of sentencesOf(answer)) {
    for (const rule of rules) {
      const m = rule.pattern.exec(sentence);
      if (m === null || flags.some((f) => f.what === rule.what)) continue;
      if (rule.needs !== undefined && !rule.needs.test(`${question} ${answer}`)) continue;
      if (rule.unless?.test(sentence) === true) continue;
      const before = sentence.slice(Math.max(0, m.index - 40), m.index);
      if (
        rule.negative !== true &&
        (NEGATION.test(ownClause(before)) || SCOPING_NEGATION.test(before) || NEGATION.test(m[0].split(/\s+/).slice(0, 1).join(' ')))
      )
        continue;
      // A red flag is what the speaker does: "one customer shouted at me" is done to them, not by them.
      if (doneByAnother(before)) continue;
      // "Some people say logging every spill just creates paperwork, but I log every one": the speaker quotes it to refuse it.
      // "...she said the hospital were fine so we just went ahead": words that start with the speaker's "we" are theirs.
      if (!/^(?:i|we)\b/i.test(m[0]) && saidByAnother(sentence.slice(0, m.index))) continue;
      // "The temptation is to just tick it as checked, but I wouldn't do that": named to be refused.
      if (refusedAfter(sentence.slice(m.index + m[0].length))) continue;
      flags.push({ what: rule.what, instead: rule.instead, sentence: sentence.trim(), evidence: m[0] });
    }
  }
  // An answer that pushes the problem away and scorns the people served, in any job.
  const blame = findBlame(answer);
  if (blame !== null && !flags.some((f) => f.sentence === blame.sentence)) flags.push(blame);
  // A shortcut argued for in the words every trade uses to talk one down ("that way...", "i've done it a hundred times").
  const shortcut = findShortcutTalk(answer);
  if (shortcut !== null && !flags.some((f) => f.sentence === shortcut.sentence)) flags.push(shortcut);
  // What no field's wording names: a protective step left out, or counting on nobody checking (found by meaning). Asked
  // for a mistake, the step left out is the mistake told; put right and reported, it is what the question wants (set AW).
  const ownedMistake = ASKS_FOR_A_MISTAKE.test(question) && OWNED_UP.test(answer);
  for (const flag of ownedMistake ? [] : findUnsafeMeaning(answer)) {
    const at = flag.sentence.toLowerCase().indexOf(flag.evidence.toLowerCase());
    if (at >= 0 && (saidByAnother(flag.sentence.slice(0, at)) || refusedAfter(flag.sentence.slice(at + flag.evidence.length)))) continue;
    if (!flags.some((f) => f.sentence === flag.sentence)) flags.push(flag);
  }
  return flags;
}

/** The flagged words with a little of the sentence around them. */
export function clipAround(sentence: string, evidence: string): string {
  const flat = sentence.replace(/\s+/g, ' ').trim();
  const at = flat.toLowerCase().indexOf(evidence.toLowerCase());
  if (at < 0 || flat.split(' ').length <= 16) return clipWords(flat);
  const before = flat.slice(0, at).split(' ').slice(-6).join(' ');
  const after = flat
    .slice(at + evidence.length)
    .split(' ')
    .slice(0, 6)
    .join(' ');
  return `${before.length < at ? '...' : ''}${before}${evidence}${after}${at + evidence.length + after.length < flat.length ? '...' : ''}`;
}

const clipWords = (text: string): string => {
  const words = text.split(' ');
  return words.length <= 16 ? text : `${words.slice(0, 16).join(' ')}...`;
};

/** A negation that carries over "and" to the next verb: "I'd never sign it off and write it up as done". */
const SCOPING_NEGATION = /\b(never|wouldn't|won't|don't|didn't|refuse\w*|instead of|rather than|shouldn't|mustn't)\b/i;

const ASKS_FOR_A_MISTAKE = /\b(mistake|error|got (it|something) wrong|went wrong|slip-?up)\b/i;
/** The speaker put it right and told those who had to know: "i adjusted the dose and informed my senior ... i also report it as an incident". */
const OWNED_UP =
  /\b(i|we) (then |also |immediately |straight away |quickly )?(reported|report|informed|inform|told|escalated|flagged|admitted|owned up|apologi[sz]ed|corrected|adjusted|fixed|amended|put it right)\b[^.]{0,200}\b(learn\w*|lesson|now i always|since then|from (that|then) (day )?on|from that day|i always)\b/i;

/** The words before a match that are of its own clause: a negation in the clause before ("the areas i couldnt reach would be the same and wrote it up as...") is not its. */
function ownClause(before: string): string {
  const parts = before.split(/\b(?:and|so|but|then)\s+|[,;]\s*/i);
  return parts[parts.length - 1];
}
