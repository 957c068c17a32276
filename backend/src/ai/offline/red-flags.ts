import { splitSentences } from '@speakwell/words';

/**
 * What a real interviewer in the role would fail an answer for, however fluent: dispensing a
 * doubtful dose, silencing an alarm, humiliating a pupil, skipping a safety check, hiding an error,
 * keeping a disclosure of risk secret. Found in the speaker's own plan or story, not when the speaker
 * says they would never do it or stopped someone else doing it.
 */
export type RoleFamily = 'healthcare' | 'education' | 'safety-critical' | 'finance' | 'care' | 'general';

export interface RedFlag {
  /** What the interviewer would fail, in the feedback's words. */
  what: string;
  /** What a safe professional does instead, in the feedback's words ("check the dose with the prescriber"). */
  instead: string;
  sentence: string;
  /** The words that show it. */
  evidence: string;
}

interface FlagRule {
  what: string;
  instead: string;
  pattern: RegExp;
}

const FAMILY_WORDS: Array<[RoleFamily, RegExp]> = [
  [
    'healthcare',
    /\b(nurs\w*|patients?|ward|icu|hospital|pharmac\w*|prescri\w*|dose|doses|dispens\w*|clinic\w*|dental|dentist|hygienist|medic\w*|paramedic|doctor|midwi\w*|care home)\b/i,
  ],
  ['education', /\b(teach\w*|pupils?|students?|class(room)?|lessons?|school|tutor|child(ren)?'?s?|parents?)\b/i],
  [
    'safety-critical',
    /\b(warehouse|forklift|site|construction|scaffold\w*|electric\w*|circuit|crane|pallets?|racking|driver|aircraft|cabin crew|flight|on board|machinery|plant|excavat\w*|trench|lifting|concrete|engineer\w*)\b/i,
  ],
  ['finance', /\b(account\w*|bank\w*|ledger|audit\w*|invoices?|financ\w*|teller|payroll|tax|reconcil\w*|bookkeep\w*)\b/i],
  ['care', /\b(social work\w*|safeguard\w*|young person|vulnerable|care work\w*|youth work\w*|support worker|service users?)\b/i],
];

const EVERY_ROLE: FlagRule[] = [
  {
    what: 'hiding an error instead of reporting it',
    instead: 'report the error at once to the person responsible, put it right and record it',
    pattern:
      /\b((hide|hid|hiding) ((the|my|our|that) (error|mistake|discrepancy|shortfall|loss)|it from)|cover(ed)? (it|this|that|the \w+) up|keep (it|this) quiet|not (tell|mention) (anyone|anybody|my manager|the manager)|nobody (will|would) (notice|know|find out|remember)|(won't|will not|wouldn't) (check|notice|find out))\b/i,
  },
  {
    what: 'changing records to look right',
    instead: 'record what really happened, even when it looks bad',
    pattern:
      /\b(fudge|fiddle|falsif\w*|backdat\w*|make up|made up|doctor(ed)?) (the )?(figures|numbers|records?|chart|obs|readings?|books|log)\b|\b(chart|record|log) the last normal\b|\blooks? tidy\b/i,
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
  education: [
    {
      what: 'humiliating or shaming a pupil',
      instead: "deal with the pupil calmly and privately, and follow the school's behaviour policy",
      pattern: /\b(humiliat\w*|embarrass\w*|shame|shamed|make an example of|shout(ed)? at|yell(ed)? at|call(ed)? (him|her|them) (stupid|lazy|an idiot))\b/i,
    },
  ],
  'safety-critical': [
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
  care: [
    {
      what: 'keeping a disclosure of risk secret',
      instead: 'tell the person you cannot keep it secret, and pass it to the safeguarding lead the same day',
      pattern: /\b(keep|kept) (it|this|that) (a )?secret\b|\bpromise(d)? (not to tell|i wouldn't tell|to keep it)\b/i,
    },
  ],
  general: [],
};

const NEGATION =
  /\b(never|not|n't|no|refuse\w*|wouldn't|won't|didn't|don't|instead of|rather than|stopped (him|her|them)|reported|challenged|told (him|her|them) (not|to stop))\b/i;

export function roleFamilies(question: string, topic: string, context = ''): RoleFamily[] {
  const text = `${topic} ${question} ${context}`;
  return FAMILY_WORDS.filter(([, words]) => words.test(text)).map(([family]) => family);
}

export function findRedFlags(question: string, answer: string, topic: string, context = ''): RedFlag[] {
  const families = roleFamilies(question, topic, context);
  // A disclosure of risk is a safeguarding matter in any role that works with young people.
  const rules = [...EVERY_ROLE, ...families.flatMap((f) => BY_FAMILY[f]), ...(families.includes('education') ? BY_FAMILY.care : [])];
  const flags: RedFlag[] = [];
  for (const sentence of splitSentences(answer)) {
    for (const rule of rules) {
      const m = rule.pattern.exec(sentence);
      if (m === null || flags.some((f) => f.what === rule.what)) continue;
      const before = sentence.slice(Math.max(0, m.index - 40), m.index);
      if (NEGATION.test(before) || NEGATION.test(m[0].split(/\s+/).slice(0, 1).join(' '))) continue;
      flags.push({ what: rule.what, instead: rule.instead, sentence: sentence.trim(), evidence: m[0] });
    }
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
