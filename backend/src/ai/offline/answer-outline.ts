import type { AnswerFramework } from '../ai.schemas.js';
import {
  answerShape,
  ASKS_FOR_A_VIEW,
  FACTUAL_QUESTION,
  FRAMEWORK_STEPS,
  MOTIVATION,
  STORY_KINDS,
  type AnswerShape,
  type QuestionKind,
} from './question-kind.js';
import type { RedFlag } from './red-flags.js';
import { roleFamilies, type RoleFamily } from './role-families.js';
import { AGE_PHRASE } from '../text/words.js';

/**
 * What a real answer to this question needs, part by part, in the framework's order. Given in
 * place of a model answer when the learner's answer cannot be built on (a non-answer, unsafe
 * practice, words that cannot be followed, too little said): rewriting such an answer would
 * present it as a model, and a made-up story would teach nothing about this question or role.
 */
export interface OutlineInput {
  question: string;
  topic: string;
  context?: string;
}

/**
 * What an interviewer in the field listens for in what the speaker did. A family spans many roles
 * (an audiologist and a ward nurse, a yoga teacher and a school teacher, a concierge and a cook),
 * so each line names what all of them share and gives the narrower case as an example.
 */
const FIELD_POINTS: Record<RoleFamily, string> = {
  healthcare:
    'the checks on the patient (and on any medicine or device involved), who you escalate to (the clinician in charge or a senior colleague) and what you record',
  education:
    "the learner's safety, progress and dignity, who you involve (a colleague, the person in charge, a parent for a child) and the rules of the place you teach",
  'safety-critical': 'the safety steps (stopping the work, permits, isolation, protective equipment), who you tell, and how the work goes on safely',
  finance: 'how you check the figures, who you tell about any difference, and the record you keep',
  care: "the person's safety and wishes, who you tell (the safeguarding lead) and what you record",
  children: "the child's safety first, who you involve (a parent, the person in charge, the safeguarding lead) and what you record",
  hospitality: "the guest's safety and experience (in a kitchen: temperatures, allergens, labels), who you tell, and how service goes on",
  it: 'what you checked or measured, what you changed and how you tested it, and who you told or involved',
  general: '',
};

/** A child named in the question itself, not only a parent or a toy. */
const A_CHILD = new RegExp(
  String.raw`\b(child(ren)?'?s?|kids?|toddlers?|bab(y|ies)|infants?|boys?|girls?|sons?|daughters?|pupils?|teen\w*|${AGE_PHRASE})\b`,
  'i',
);
const ADULT_LEARNERS =
  /\b(adults?|evening (class|course)\w*|night (class|school)\w*|university|undergraduates?|postgraduates?|lecture\w*|further education|apprentices?|trainees?)\b/i;
const ADULT_EDUCATION_POINTS =
  "the learner's safety, progress and dignity, who you involve (a colleague or the person in charge) and the rules of the place you teach";
/**
 * A learner's conduct, safety or wellbeing, or someone else brought in (a parent, a complaint): only then are safety,
 * dignity and the people you involve what a teacher is asked about. A question on a skill ("a pupil whose reeds keep
 * cracking") asks how you find the cause and teach the fix (set CG's coach: safeguarding words for bassoon reeds).
 */
const PASTORAL_MATTER =
  /\b(behaviou?r\w*|disrupt\w*|refus\w*|bull(y|ied|ies|ying)|upset|cry\w*|cried|tears|distress\w*|angry|anger|aggress\w*|violen\w*|safe\w*|unsafe|safeguard\w*|disclos\w*|harm\w*|injur\w*|hurt|parents?|carers?|guardians?|complain\w*|abus\w*|anxious|anxiety|well-?being|mental|worried|neglect\w*|absen\w*|attendance|missing|miss(ed|es)|late(ness)?|skip\w*|truan\w*|fight\w*|swear\w*|rude|cheat\w*|plagiar\w*|special (educational )?needs|disabilit\w*|self-?harm|conflict|argu\w*|insult\w*|racis\w*|discriminat\w*|trip|outing|visit|accident|emergenc\w*|medical|allerg\w*|ill|sick)\b/i;
const TEACHING_POINTS = 'what you check first to find the cause, how you show or explain the fix, and how you check the learner has got it';

/** A request for records or someone's details: "asking for copies of her mum's records", "asked for an update on her divorce". */
const ASKS_FOR_RECORDS =
  /\b(ask\w*|request\w*|want\w*|claim\w*|demand\w*)\b[^.?]{0,60}\b(records?|copies|copy of|personal (data|details|information)|(his|her|their|a client's|a patient's|a customer's) (details|information|file|account)|an update on (his|her|their))\b/i;
const RECORDS_POINTS =
  "the checks on who is asking (who they are, and their right to it or the person's consent), who you involve (the data protection lead or a senior colleague) and what you record";

/** A question about a hazard or keeping people safe. */
const SAFETY_MATTER =
  /\b(safe\w*|unsafe|hazard\w*|danger\w*|risks?|incident|accident|injur\w*|near miss|isolat\w*|permits?|lock ?out|fire|gas|leak\w*|falls?|fell|falling|collaps\w*|alarm\w*|emergenc\w*|stop (the )?work|ppe|harness\w*|scaffold\w*|trench\w*|cranes?|lifting|lifts?|forklift\w*|live|electric\w*|shock|fault\w*|defect\w*|breakdown|broke down|failed|failing|circuits?|switch\w* off|checks?|props?|fuel\w*|damage\w*|pour|test\w*|inspect\w*|strike|extinguisher\w*|cut(ting)? (an opening|into|through)|driving hours)\b/i;
/** Software named in the question: its checks are the field's, whatever else the question names ("flight", "driver"). */
const SOFTWARE = /\b(software|firmware|kernel|codebase|source code|debug\w*|bugs?)\b/i;
/** Learners, or teaching them, named in the question ("a pupil refused", "a lesson went wrong"); "the head teacher" is no learner. */
const LEARNERS = /\b(pupils?|class(room)?|lessons?|learners?|tutees?|teach|teaching|taught)\b/i;
/** "A student" is a learner to a teacher, not to a student funding adviser or a landlord. */
const STUDENTS = /\bstudents?\b/i;
const TEACHING_ROLE = /\b(teach\w*|tutor\w*|lecturer|instructor|trainer|coach|mentor|educator|senco|head of year|teaching assistant|examiner)\b/i;

export function outlineRealAnswer(input: OutlineInput, kind: QuestionKind, framework: AnswerFramework, redFlags: readonly RedFlag[] = []): string {
  const shape = answerShape(kind);
  const role = roleOf(input.topic);
  // What the field expects only where the question itself touches it: a complaint at a bank is not about figures.
  // A teacher's points are for a question about learners: a governor challenging the head teacher teaches no one.
  const learners = LEARNERS.test(input.question) || (STUDENTS.test(input.question) && TEACHING_ROLE.test(input.topic));
  // A parent at a shop till is a customer: the child's safety is asked of a question about a child (set CF's coach: a toy
  // return was told to put "the child's safety first ... the safeguarding lead").
  const named = roleFamilies(input.question, '', '').filter((f) => (f !== 'education' || learners) && (f !== 'children' || A_CHILD.test(input.question)));
  // "A serious bug in flight software", "debugging a driver that crashes": software, not a site where work stops for permits.
  // "A plant network", "a wind farm site", "a concrete floor": a word of the trade is not a hazard. Permits, isolation and
  // protective equipment are asked of a question about safety only (set BK's coach: a network, a bird survey, a radon sump).
  const families: RoleFamily[] = (
    SOFTWARE.test(input.question) ? [...named.filter((f) => f !== 'it' && f !== 'safety-critical'), 'it' as const] : named
  ).filter((f) => f !== 'safety-critical' || SAFETY_MATTER.test(input.question));
  // Someone asking for records or another person's details: what is checked is their right to them, in any field (set AS's
  // coach: a records clerk was told of "checks on the patient and any medicine").
  const points = (family: RoleFamily): string =>
    family !== 'education'
      ? FIELD_POINTS[family]
      : !PASTORAL_MATTER.test(input.question)
        ? TEACHING_POINTS
        : // Adults in an evening class or a lecture hall have no parent called in (set CF's coach: a pottery class for adults).
          ADULT_LEARNERS.test(`${input.topic} ${input.question}`)
          ? ADULT_EDUCATION_POINTS
          : FIELD_POINTS[family];
  const field = ASKS_FOR_RECORDS.test(input.question) ? RECORDS_POINTS : (families.map(points).find((p) => p !== '') ?? '');
  const steps = FRAMEWORK_STEPS[framework];
  const parts = steps.map((step, i) => `**${step}:** ${need(step, i === steps.length - 1 && i > 0, shape, role, field, input.question)}`);
  const lead =
    shape === 'story'
      ? `A real answer tells one time ${storySubject(input.question)}, in this order:`
      : 'A real answer to this question has these parts, in this order:';
  const safety = redFlags.map((f) => `Leave out ${f.what}: say instead how you ${f.instead}.`);
  return [lead, ...parts, ...safety].join('\n\n');
}

function need(step: string, closing: boolean, shape: AnswerShape, role: string | null, field: string, question: string): string {
  const inRole = role === null ? '' : ` in your work as ${role}`;
  switch (step) {
    case 'Situation':
      return `Where and when it happened${inRole}, and what was at stake, in one or two sentences.`;
    case 'Task':
      return 'What it was up to you to do.';
    case 'Challenge':
    case 'Obstacle':
      // The scene already says what was at stake (set AS's coach: "what was at stake" twice).
      return shape === 'story' ? `What made it hard${inRole}: the problem you had to get past.` : 'What makes it hard.';
    case 'Problem':
      return shape === 'story'
        ? `What went wrong${inRole}, and how you found out.`
        : EMERGENCY.test(question) && !RECURRING_HARM.test(question)
          ? `The situation as you see it${inRole} and what matters most in it: people's safety, so you make them safe and raise the alarm before anything else.`
          : planProblem(question, inRole);
    case 'Action':
      return shape === 'story'
        ? `What you did yourself, step by step, in the past tense ("I checked...", "I called...")${field === '' ? '' : `: ${field}`}.`
        : `Your steps in order, each with its reason ("First I would..., because...")${field === '' ? '' : `: ${field}`}.`;
    case 'Result':
      return shape === 'story'
        ? 'How it ended, with a number if you have one, and what you learned or now do differently.'
        : 'What you would expect to happen, and a time you handled something similar, if you have one.';
    case 'Reason':
      return MOTIVATION.test(question) && NAMES_A_PLACE_OR_JOB.test(question)
        ? 'The main reason, or two, with something you know about this place or job ("because...").'
        : 'The main reason, or two, each with "because...".';
    case 'Example':
      return `One real example${role === null ? ' from your own life or work' : ` from your work as ${role}`}: what happened, with a name, a place or a number.`;
    default:
      return closing ? pointAgain(shape, question) : firstPoint(shape, question);
  }
}

function firstPoint(shape: AnswerShape, question: string): string {
  switch (shape) {
    case 'technical':
      return 'A one-sentence answer, then how it works in plain words.';
    case 'introduction':
      return 'What you do now and what you are best at, in one or two sentences.';
    case 'meeting':
      return 'The headline first: on track, at risk, or decided.';
    case 'description':
      return `What you are going to talk about, in one sentence, then each point the question lists (${clip(question)}).`;
    default:
      if (MOTIVATION.test(question))
        return NAMES_A_PLACE_OR_JOB.test(question)
          ? 'What draws you to this job or place, in your first sentence.'
          : 'What you want to do, in your first sentence ("I want to...").';
      return ASKS_FOR_A_VIEW.test(question)
        ? 'Your view in the first sentence ("I think...", "I prefer...").'
        : 'Your answer in the first sentence, in plain words.';
  }
}

function pointAgain(shape: AnswerShape, question: string): string {
  switch (shape) {
    case 'introduction':
      return 'What you want next, and why this role fits it.';
    case 'meeting':
      return 'Next steps, owners and dates, and what you need from the listeners.';
    case 'description':
      return 'Why it matters to you.';
    default:
      if (MOTIVATION.test(question))
        return NAMES_A_PLACE_OR_JOB.test(question) ? 'What you would bring to them, in one sentence.' : 'What it will let you do, in one sentence.';
      return ASKS_FOR_A_VIEW.test(question)
        ? 'Your point again in one sentence, after a word on the other side.'
        : 'Your point again in one sentence, tied to what was asked.';
  }
}

/** A harm that keeps coming back ("a bowler who keeps getting injured") is planned against, not met with the alarm. */
const RECURRING_HARM =
  /\b(keeps?|kept|always|often|repeatedly) (getting |being )?(injur\w*|hurt)|\b(prevent\w*|avoid\w*|reduc\w*|cut\w*( down)?) (the |his |her |their )?(injur\w*|accidents?|falls?)\b/i;

/** A question about an emergency, where the first step is never to look into it. */
const EMERGENCY =
  /\b(fire|smoke|alarm|emergency|collapsed?|unconscious|not breathing|bleeding|choking|seizure|cardiac|chest pain|drown\w*|went under|gas leak|flood\w*|explosion|evacuat\w*|injur\w*|accident|attack\w*|overdose|spill\w*|electric shock|fell|fall(s|en)?)\b/i;

/** "Why do you want to work here?", "Why should we hire you?": answered with what draws the speaker and what they bring. */

/** "Job interview: community pharmacist (hospital)" -> "a community pharmacist"; null when the topic names no role. */
export function roleOf(topic: string): string | null {
  const named = /:\s*([^:]+)$/
    .exec(topic)?.[1]
    .replace(/\([^)]*\)/g, '')
    .trim()
    .toLowerCase();
  if (named === undefined || named === '' || /\b(ielts|toefl|part \d|practice|english|general)\b/.test(named)) return null;
  return `${/^[aeiou]/.test(named) ? 'an' : 'a'} ${named}`;
}

/** "Tell me about a time you had a conflict with a coworker" -> "you had a conflict with a coworker". */
export function storySubject(question: string): string {
  const first = question.split(/(?<=[.?!])\s/)[0].replace(/[?.!]+$/, '');
  const match = /\b(?:a time|a situation|an occasion|a moment|an example of when|when)\s+(?:when\s+|where\s+|in which\s+)?you\s+(.+)$/i.exec(first);
  if (match !== null) return `you ${match[1]}`;
  const about = /\b(?:tell (?:me|us) about|describe)\s+(.+)$/i.exec(first);
  return about === null ? 'from your own experience that answers the question' : `that fits "${about[1]}"`;
}

/**
 * The case a "what would you do if..." or "how would you..." question puts, quoted: the outline is then of this
 * question, not any (blind coaches of CE-CF: "an empty template").
 */
function planProblem(question: string, inRole: string): string {
  const first = question.split(/(?<=[.?!])\s/).find((sentence) => sentence.includes('?')) ?? question;
  const ifCase = /\bwhat (?:would|should|do|will) you do (?:if|when)\s+(.+?)\??$/i.exec(first);
  if (ifCase !== null) return `The situation ("${clip(ifCase[1])}") as you see it${inRole} and what matters most in it, in a sentence.`;
  const how = /\bhow (?:would|should|will) you\s+(.+?)\??$/i.exec(first);
  if (how !== null) return `What matters most when you ${clip(how[1])}${inRole}, in a sentence.`;
  return `The situation as you see it${inRole} and what matters most in it, in a sentence.`;
}

/**
 * The question's case as it was put. A long one is cut where a clause ends (a comma, or before "and", "but", "who"...),
 * never inside one: "isn't sure which method to..." quoted a question torn mid-clause (the CK-CL coach: four cuts).
 */
const clip = (text: string): string => {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  if (words.length <= QUOTED_WORDS) return words.join(' ');
  for (let end = QUOTED_WORDS; end >= 8; end--) {
    if (words[end - 1].endsWith(',')) return `${words.slice(0, end).join(' ').replace(/,$/, '')}...`;
    if (/^(and|but|or|who|which|that|because|so|while|when|where|after|before|although)$/i.test(words[end])) return `${words.slice(0, end).join(' ')}...`;
  }
  return words.join(' ');
};
/** A question's case up to this many words is quoted whole. */
const QUOTED_WORDS = 30;

/**
 * "Why do you want this job?", "why our school?": a place or job to be drawn to. "Why do you want to pivot from your PhD
 * field into a different discipline?" names none: its first point is the reason (the CK-CL coach's G10).
 */
const NAMES_A_PLACE_OR_JOB =
  /\b(job|role|position|post|company|firm|school|hospital|practice|team|organi[sz]ation|business|charity|department|ward|store|shop|hotel|restaurant|airline|university|college|programme|program|course|scholarship|fellowship|apprenticeship|city|country|here|us|our)\b/i;

/** One line: what an answer to this kind of question has to contain. */
export function realAnswerNeeds(kind: QuestionKind, question: string): string {
  if (STORY_KINDS.has(kind))
    return `A real answer tells one time ${storySubject(question)}: where and when, what you did yourself step by step, and how it ended.`;
  switch (kind) {
    case 'hypothetical':
      return 'A real answer gives your steps in order, the reason for each, and, if you have one, a time you handled something similar.';
    case 'technical':
      return 'A real answer explains the point in plain words, then gives one example from your own work.';
    case 'introduction':
      return 'A real answer says what you do now, one result you are proud of, and what you want next.';
    case 'meeting':
      return 'A real answer gives the headline, the main risk, and next steps with owners and dates.';
    case 'description':
      return 'A real answer covers each point the question lists, with names and details, and ends with why it matters to you.';
    default:
      if (FACTUAL_QUESTION.test(question))
        return 'A real answer gives the facts asked for in the first sentence (who, where, when, how much), then one or two details that prove them.';
      return ASKS_FOR_A_VIEW.test(question)
        ? 'A real answer states your view in the first sentence, gives the reason, and backs it with one real example.'
        : 'A real answer gives your answer in the first sentence, the reason for it, and one real example.';
  }
}
