import { splitSentences } from '@speakwell/words';
import { contentTokens, isStopWord, stem } from '../text/words.js';

/**
 * What a pasted context (resume, job description, agenda) talks about, pulled out with
 * patterns so focus questions can quote it back.
 */
export interface ContextFacts {
  kind: 'resume' | 'job description' | 'agenda' | 'notes';
  /** "leading the migration to Kubernetes", from "Led the migration to Kubernetes". */
  achievements: string[];
  /** "experience with distributed systems", from a job description's requirements. */
  requirements: string[];
  /** "own the on-call rotation", from "You will own the on-call rotation". */
  duties: string[];
  skills: string[];
  roles: string[];
  agendaItems: string[];
  /** Content words said at least twice (or names and long nouns), for contexts that match no pattern. */
  keywords: string[];
}

const ACTION_VERBS =
  'led|managed|built|designed|developed|launched|migrated|reduced|increased|improved|implemented|created|delivered|owned|drove|negotiated|mentored|coached|automated|introduced|established|scaled|redesigned|grew|cut|saved|coordinated|organized|organised|spearheaded|architected|shipped|wrote|ran|trained|analyzed|analysed|optimized|optimised|planned|headed|oversaw|founded|restructured|streamlined|resolved|won|closed|hired|supervised|authored|presented|modernized|modernised|rebuilt|unified|simplified|secured|deployed|maintained|refactored|transformed';
const ACHIEVEMENT = new RegExp(`(?:^|\\bI\\s+|\\bwe\\s+)(${ACTION_VERBS})\\s+([^.;:!?\\n]{6,140})`, 'i');
const IRREGULAR_GERUNDS: Record<string, string> = {
  led: 'leading',
  built: 'building',
  drove: 'driving',
  grew: 'growing',
  cut: 'cutting',
  ran: 'running',
  wrote: 'writing',
  won: 'winning',
  oversaw: 'overseeing',
  rebuilt: 'rebuilding',
};

const REQUIREMENT =
  /\b((?:\d+\+?\s+years?\s+of\s+)?(?:experience|expertise|knowledge|proficiency|familiarity|background)\s+(?:with|in|of)\s+[^.;:!?\n]{3,100}|ability to\s+[^.;:!?\n]{3,100}|strong\s+[^.;:!?\n]{3,60}\s+skills)/i;
const DUTY = /\b(?:you will|you'll|responsible for|responsibilities include|in this role you)\s+([^.;:!?\n]{6,120})/i;
const bothCases = (words: string): string =>
  words
    .split('|')
    .map((w) => `[${w[0].toUpperCase()}${w[0]}]${w.slice(1)}`)
    .join('|');
/** "Senior Software Engineer": optional seniority, up to three capitalised words, a role noun. */
const ROLE = new RegExp(
  `\\b((?:(?:${bothCases('senior|junior|lead|principal|staff|chief|associate|assistant')})\\s+)?(?:[A-Z][a-zA-Z+#.]*\\s+){0,3}` +
    `(?:${bothCases('engineer|developer|manager|designer|analyst|scientist|consultant|director|specialist|coordinator|architect|representative|executive|officer|administrator|accountant|recruiter|marketer|strategist')}))\\b`,
);

/** Skills and tools worth naming in a question, as they are usually written. */
const KNOWN_SKILLS = [
  'JavaScript',
  'TypeScript',
  'React',
  'Angular',
  'Vue',
  'Node.js',
  'Python',
  'Java',
  'Go',
  'Rust',
  'C#',
  'C++',
  '.NET',
  'Ruby',
  'PHP',
  'Swift',
  'Kotlin',
  'SQL',
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'Kafka',
  'Spark',
  'Airflow',
  'dbt',
  'Snowflake',
  'Kubernetes',
  'Docker',
  'Terraform',
  'AWS',
  'Azure',
  'GCP',
  'CI/CD',
  'GraphQL',
  'REST',
  'microservices',
  'machine learning',
  'deep learning',
  'data analysis',
  'data visualization',
  'Tableau',
  'Power BI',
  'Excel',
  'Salesforce',
  'HubSpot',
  'SAP',
  'Jira',
  'Figma',
  'SEO',
  'Google Ads',
  'A/B testing',
  'Agile',
  'Scrum',
  'Kanban',
  'stakeholder management',
  'project management',
  'product management',
  'people management',
  'public speaking',
  'negotiation',
  'customer success',
  'account management',
  'budgeting',
  'forecasting',
  'recruiting',
  'copywriting',
  'user research',
  'UX',
  'accessibility',
  'security',
  'Linux',
];
const SKILL_PATTERNS = KNOWN_SKILLS.map((skill) => ({
  skill,
  pattern: new RegExp(`(?:^|[^\\w.#+/])${skill.replace(/[.*+?^${}()|[\]\\/#]/g, '\\$&')}(?![\\w#+])`, 'i'),
}));

const AGENDA_HINT = /\b(agenda|meeting|minutes|attendees|standup|stand-up|kick-?off|review|sync|discussion|items?)\b/i;
const RESUME_HINT = /\b(experience|education|skills|resume|cv|university|bachelor|master|20\d\d\s*[-–]\s*(20\d\d|present))\b/i;
const JOB_HINT =
  /\b(we are looking|we're looking|requirements|responsibilities|qualifications|you will|you'll|the role|about the role|nice to have|what you'll do|benefits)\b/i;
const LIST_LINE = /^\s*(?:[-*•▪◦]|\d{1,2}[.)]|\d{1,2}:\d{2}\s*(?:[-–]\s*\d{1,2}:\d{2})?)\s*(.+)$/;

export function extractContextFacts(context: string): ContextFacts {
  const lines = context
    .split(/\n+/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const sentences = lines.flatMap((line) => splitSentences(line.replace(LIST_LINE, '$1')));
  const kind = detectKind(context);
  return {
    kind,
    achievements: unique(sentences.map(achievementOf).filter(isPresent)),
    requirements: unique(
      sentences
        .map((s) => REQUIREMENT.exec(s)?.[1])
        .filter(isPresent)
        .map(tidy),
    ),
    duties: unique(
      sentences
        .map((s) => DUTY.exec(s)?.[1])
        .filter(isPresent)
        .map(tidy)
        .map(toSecondPerson),
    ),
    skills: SKILL_PATTERNS.filter(({ pattern }) => pattern.test(context)).map(({ skill }) => skill),
    roles: unique(
      sentences
        .map((s) => ROLE.exec(s)?.[1]?.trim())
        .filter(isPresent)
        .filter((r) => r.split(/\s+/).length >= 2),
    ),
    agendaItems:
      kind === 'agenda'
        ? unique(
            lines
              .map((l) => LIST_LINE.exec(l)?.[1])
              .filter(isPresent)
              .map(tidy),
          )
        : [],
    keywords: topKeywords(context, 4),
  };
}

function detectKind(context: string): ContextFacts['kind'] {
  const listLines = context.split('\n').filter((l) => LIST_LINE.test(l)).length;
  if (JOB_HINT.test(context)) return 'job description';
  if (RESUME_HINT.test(context) || ACHIEVEMENT.test(context)) return 'resume';
  if (AGENDA_HINT.test(context) && listLines >= 2) return 'agenda';
  return 'notes';
}

function achievementOf(sentence: string): string | undefined {
  const match = ACHIEVEMENT.exec(sentence);
  if (!match) return undefined;
  const verb = match[1].toLowerCase();
  const gerund =
    (Object.hasOwn(IRREGULAR_GERUNDS, verb) ? IRREGULAR_GERUNDS[verb] : undefined) ??
    (verb.endsWith('ied') ? `${verb.slice(0, -3)}ying` : `${verb.slice(0, -2)}ing`);
  return `${gerund} ${toSecondPerson(tidy(match[2]))}`;
}

/** Trims a phrase at its first clause break and to at most 12 words. */
function tidy(phrase: string): string {
  const clause = phrase.split(/,\s+(?:which|resulting|leading|while|and then|cutting|saving|reducing|increasing)\b|\s+[-–—]\s+|\(/)[0];
  return clause
    .split(/\s+/)
    .slice(0, 12)
    .join(' ')
    .replace(/[,\s]+$/, '');
}

/** The context speaks as "I"/"we"; the question speaks to the user. */
function toSecondPerson(phrase: string): string {
  return phrase
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bour\b/gi, 'your')
    .replace(/\bI\b/g, 'you')
    .replace(/\bme\b/gi, 'you');
}

function topKeywords(text: string, count: number): string[] {
  const counts = new Map<string, { word: string; n: number }>();
  for (const token of contentTokens(text)) {
    if (token.length < 4 || isStopWord(token) || /^\d+$/.test(token)) continue;
    const key = stem(token);
    const entry = counts.get(key) ?? { word: token, n: 0 };
    entry.n += 1;
    counts.set(key, entry);
  }
  const repeated = [...counts.values()].filter((e) => e.n >= 2).sort((a, b) => b.n - a.n);
  if (repeated.length > 0) return repeated.slice(0, count).map((e) => e.word);
  // Short notes repeat nothing: names ("Kyoto") and long nouns are the likeliest subjects.
  const names = [...text.matchAll(/(?<![.!?]\s|^)\b([A-Z][a-zA-Z]{2,}(?:\s+[A-Z][a-zA-Z]+)*)/g)].map((m) => m[1]);
  const longWords = [...counts.values()]
    .map((e) => e.word)
    .filter((w) => w.length >= 6 && !/(ing|ise|ize|ed)$/.test(w) && !NOTE_FRAMING.has(w))
    .sort((a, b) => b.length - a.length);
  return [...new Set([...names, ...longWords])].slice(0, count);
}

/** Words people use to frame a note to themselves, not its subject. */
const NOTE_FRAMING = new Set(['practise', 'practice', 'prepare', 'talking', 'speaking', 'something', 'questions', 'interview', 'meeting']);

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key) || item.length < 3) return false;
    seen.add(key);
    return true;
  });
}

function isPresent<T>(value: T | undefined | null): value is T {
  return value !== undefined && value !== null;
}
