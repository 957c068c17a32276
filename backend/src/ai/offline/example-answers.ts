import type { AnswerFramework } from '../ai.schemas.js';
import type { Judgement, RaterInput } from './judgement.js';
import { answerShape, FRAMEWORK_STEPS, type QuestionKind } from './question-kind.js';
import { writtenExampleFor } from './written-examples.js';
import { answerSentences, withoutHesitations } from './answer-signals.js';

/**
 * The example answer: a real answer, never a template with blanks. Written for common bank
 * questions; for others, the user's own answer restructured under the framework's headings,
 * in order, with a missing part completed, or (when the answer has too little in it) a complete
 * answer of the right shape for the kind of question.
 */
export function buildExampleAnswer(input: RaterInput, j: Judgement, framework: AnswerFramework): string {
  const written = writtenExampleFor(input.question);
  if (written !== null) return written;
  if (j.gate !== null || j.cap !== null || j.signals.newSubjectWords < 20) return kindExample(j.kind, input.question, roleOf(input.topic));
  return restructure(input.answer, j, framework);
}

/** "Job interview: community pharmacist (hospital)" -> "a community pharmacist"; null when the topic names no role. */
export function roleOf(topic: string): string | null {
  const named = /:\s*([^:]+)$/.exec(topic)?.[1].replace(/\([^)]*\)/g, '').trim().toLowerCase();
  if (named === undefined || named === '' || /\b(ielts|toefl|part \d|practice|english)\b/.test(named)) return null;
  return `${/^[aeiou]/.test(named) ? 'an' : 'a'} ${named}`;
}

function restructure(answer: string, j: Judgement, framework: AnswerFramework): string {
  // Split the text the signals were read from, so their sentences are found again.
  const s = j.signals;
  const inAny = (quotes: ReadonlyArray<{ sentence: string }>, sentence: string): boolean => quotes.some((q) => q.sentence === sentence);
  const sentences = answerSentences(withoutHesitations(answer.slice(0, 10_000).replace(/[’]/g, "'")))
    .slice(0, 14)
    .flatMap((sentence) => splitAtOutcome(sentence, s));
  const steps = FRAMEWORK_STEPS[framework];
  const sections: string[][] = steps.map(() => []);
  const last = steps.length - 1;
  const action = Math.max(0, steps.indexOf('Action'));
  const lastAction = sentences.reduce((found, sentence, index) => (inAny(s.ownActions, sentence) || inAny(s.plannedActions, sentence) ? index : found), -1);
  let previous = -1;
  sentences.forEach((sentence, index) => {
    // A long spoken run is read in 40-word pieces: a piece that carries on the last one stays with it.
    if (previous >= 0 && /^[a-z]/.test(sentence) && !/[.!?]$/.test(sentences[index - 1])) {
      const part = sections[previous];
      part[part.length - 1] = `${part[part.length - 1]} ${sentence}`;
      return;
    }
    let at: number;
    const own = (quotes: ReadonlyArray<{ sentence: string }>): boolean => inAny(quotes, sentence) || quotes.some((q) => q.sentence.startsWith(sentence));
    if (framework === 'PREP') {
      if (index === 0) at = 0;
      else if (inAny(s.examples, sentence) || inAny(s.situation, sentence) || inAny(s.ownActions, sentence)) at = 2;
      else if (index === sentences.length - 1 && sentences.length > 2) at = 3;
      else at = 1;
    } else if (index === 0) at = 0;
    else if ((own(s.ownActions) || own(s.plannedActions)) && index < sentences.length - 1) at = action;
    else if (inAny(s.results, sentence) || inAny(s.lessons, sentence) || inAny(s.conclusions, sentence) || s.results.some((q) => q.sentence.endsWith(sentence))) at = last;
    else if (own(s.ownActions) || own(s.plannedActions) || inAny(s.steps, sentence)) at = action;
    // What comes after the last thing the speaker did is how it ended, never the task.
    else if (lastAction >= 0 && index > lastAction) at = last;
    else at = Math.min(1, action);
    sections[at].push(sentence);
    previous = at;
  });
  sections.forEach((part, i) => (sections[i] = part.map(tidy)));
  // A part the learner did not tell is left out rather than invented.
  return steps
    .map((step, i) => (sections[i].length > 0 ? `**${step}:** ${sections[i].join(' ')}` : framework === 'PREP' ? `**${step}:** ${completion(step, i === last, j)}` : ''))
    .filter((part) => part !== '')
    .join('\n\n');
}

/** "I stopped serving him and told the senior crew, after that he was quieter": the actions, then how it ended. */
function splitAtOutcome(sentence: string, s: Judgement['signals']): string[] {
  const result = s.results.find((q) => q.sentence === sentence);
  const acted = s.ownActions.some((q) => q.sentence === sentence);
  if (result === undefined || !acted || !/^(after that|in the end|as a result|the result|the outcome|ultimately|which (led|meant|helped|reduced|increased|saved|cut|improved)|ended up|turned out|since then)/i.test(result.marker)) return [sentence];
  const at = sentence.toLowerCase().indexOf(result.marker.toLowerCase());
  if (at <= 20) return [sentence];
  const before = sentence.slice(0, at).replace(/[\s,;]*(and|so|then)?[\s,;]*$/i, '');
  const after = sentence.slice(at);
  return [before, after];
}

/** A sentence for a part the answer left out, written so it reads as part of the answer. */
function completion(step: string, closing: boolean, j: Judgement): string {
  if (closing && step === 'Point') return 'So, in one sentence: that is the approach I trust most, because I have seen it work.';
  switch (step) {
    case 'Situation':
    case 'Challenge':
    case 'Problem':
      return 'It happened in my previous role, when the work mattered to a customer and time was short.';
    case 'Task':
      return 'It was up to me to find a way forward that everyone could accept.';
    case 'Obstacle':
      return 'The hard part was that we had little time and people did not agree on the way forward.';
    case 'Action':
      return j.kind === 'hypothetical'
        ? 'First I would get the facts and talk to the people involved, then agree on a plan and keep everyone updated.'
        : 'I started by getting the facts and talking to the people involved, then I agreed a plan and followed it through myself.';
    case 'Result':
      return 'In the end it worked: we delivered on time, and I still use the same approach today.';
    case 'Reason':
      return 'The main reason is that it makes the biggest difference to the people who depend on the work.';
    case 'Example':
      return 'For example, in my last job this is exactly what made our team deliver on time.';
    default:
      return 'My short answer is that it depends on the goal, and I would start with the simplest option that meets it.';
  }
}

/** Spoken fillers and restarts that a model answer leaves out. */
const SPOKEN_FILLERS = /\b(um+|uh+|erm|er|you know|i mean|like,|yeah,?|sort of|kind of|basically)\s*,?\s*|\b(\w+)-?\s+(?=\2\b)/gi;

function tidy(sentence: string): string {
  const trimmed = sentence
    .replace(SPOKEN_FILLERS, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .replace(/^(so|and|like|well|okay|yeah),?\s+/i, '');
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** A complete answer of the right shape for a question the written set does not cover. */
function kindExample(kind: QuestionKind, question: string, role: string | null = null): string {
  const subject = storySubject(question);
  const job = role ?? 'a team lead at a logistics company';
  switch (answerShape(kind)) {
    case 'story':
      return [
        `**Situation:** Last year, in my role as ${job}, ${subject}. We were two weeks from a client deadline, so the stakes were high.`,
        '**Action:** First I talked to each person involved on their own, to understand what they needed and what was blocking them. Then I wrote the options on one page, agreed on one with my manager, and set a short check-in every Friday so problems came up early.',
        '**Result:** We delivered on the original date, the client renewed for another year, and the weekly check-in is something I still use with every team I work with.',
      ].join('\n\n');
    case 'hypothetical':
      return [
        '**Problem:** First I would make sure I understand the situation: what exactly has happened, who is affected, and how much time we have.',
        '**Action:** Then I would talk to the people involved, agree on the most important step, and tell my manager early, because a warning in good time leaves more options than a surprise. I would keep everyone updated in short messages as things change.',
        `**Result:** That way the problem is handled before it grows. When something similar happened while I was working as ${job}, dealing with it the same day kept a small problem from becoming a serious one.`,
      ].join('\n\n');
    case 'introduction':
      return [
        '**Point:** I am a project coordinator with six years of experience in logistics, and I am at my best when I turn messy plans into work that ships on time.',
        '**Reason:** I started in customer service, which taught me to listen carefully, and moved into coordination three years ago.',
        '**Example:** In my current role I run the delivery schedule for forty clients, and last year I cut late deliveries by a fifth by changing how we plan the week.',
        '**Point:** Now I want a role where I can lead projects from start to finish, which is why this position interests me.',
      ].join('\n\n');
    case 'meeting':
      return [
        '**Point:** Short version: the project is on track for the end of the month, with one risk.',
        '**Reason:** We finished the design last week and three of the five parts are built; the remaining two are in review.',
        '**Example:** The risk is the supplier, who has not confirmed the delivery date. I have asked for it by Friday, and as a fallback we can start with the parts we already have.',
        '**Point:** Next steps: I will share the test results on Thursday, and I need a decision on the launch date by Wednesday.',
      ].join('\n\n');
    case 'description':
      return [
        '**Point:** I would like to talk about my grandmother\'s village in the mountains, a place I have loved since I was a child.',
        '**Reason:** It matters to me because it is where I learned to slow down: no traffic, no screens, just long walks and long meals.',
        '**Example:** I remember one summer when we climbed to the lake above the village at sunrise, and she told me stories about growing up there while we ate bread and cheese by the water.',
        '**Point:** So for me it is more than a place: it is a reminder of what a good day really needs.',
      ].join('\n\n');
    case 'opinion': {
      const choice = /\b(?:prefer|rather|better)\b\s+(.+?)\s+or\s+(.+?)[?.]/i.exec(question) ?? /^(?:is|are|do|does|would|should)\s+.*?\b(\w+(?: \w+)?) or (\w+(?: \w+)?)\??$/i.exec(question.split(/(?<=[?.!])\s/)[0]);
      if (choice !== null) return preferenceExample(choice[1], choice[2]);
      const goodOrBad = /^(?:is|are)\s+(.+?)\s+(?:good or bad|a good or a bad thing|better or worse)\b/i.exec(question);
      if (goodOrBad !== null) return balancedExample(toFirstPerson(goodOrBad[1]));
      if (/\bagree or disagree|do you agree|to what extent/i.test(question)) return agreementExample();
      return viewExample();
    }
    case 'technical':
      return genericOpinion();
  }
}

function balancedExample(subject: string): string {
  return [
    `**Point:** My view is that ${subject} does more good than harm, but only when there are clear limits.`,
    `**Reason:** The reason is that the benefits are real, like learning and staying in touch, but so are the risks when nobody sets boundaries.`,
    `**Example:** For example, my cousin learned to play the guitar almost entirely online, yet the same year she lost sleep scrolling late at night until her parents agreed on screen-free evenings with her.`,
    `**Point:** So I would not ban it; I would teach people to use it with limits, because that keeps the good side and cuts most of the bad.`,
  ].join('\n\n');
}

function viewExample(): string {
  return [
    '**Point:** My answer depends less on the thing itself than on the purpose behind it, and I will explain why with one example.',
    '**Reason:** The main reason is that the same choice can help one person and hurt another: what matters is why and how it is used.',
    '**Example:** For example, a friend and I made the same decision last year. It worked for her from the start because she had a clear plan, and it only worked for me once I made one too.',
    '**Point:** So my view is that it is a good choice when there is a clear purpose, and that is where I would always start.',
  ].join('\n\n');
}

function preferenceExample(first: string, second: string): string {
  const a = toFirstPerson(first);
  const b = toFirstPerson(second);
  return [
    `**Point:** I prefer ${a}, although I enjoy ${b} too.`,
    `**Reason:** The main reason is that ${a} fits the way I like to spend my time: I can go at my own pace and really concentrate, while ${b} is something I do more for company.`,
    `**Example:** For example, last winter I chose ${a} almost every evening for a month, and it was the calmest month I had all year.`,
    `**Point:** So ${a} is my first choice, and ${b} is what I pick when I am with friends.`,
  ].join('\n\n');
}

function agreementExample(): string {
  return [
    '**Point:** I mostly agree, with one condition: people should have a real choice in how they do it.',
    '**Reason:** The first reason is that it shows people a side of life they would not see otherwise. The second is that it builds practical skills, like organising others and keeping a promise.',
    '**Example:** For example, when I was at school we had to give forty hours to a community project. I chose a reading club for younger children, and planning the sessions made me far more confident.',
    '**Point:** Some people say a requirement takes the meaning out of it, and I understand that, but with freedom in how it is done, I think the benefits clearly win.',
  ].join('\n\n');
}

function genericOpinion(): string {
  return [
        '**Point:** My view is that it depends on the goal, but in most cases I would choose the simpler option first.',
        '**Reason:** The main reason is that simple solutions are easier to explain, test and change, and most problems do not need more at the start.',
        '**Example:** For example, in my last job we replaced a complex setup with a simpler one, and the time to make a change went from two days to two hours.',
        '**Point:** So I start simple, measure, and only add complexity when the numbers show I need it.',
      ].join('\n\n');
}

/** "your free time" -> "my free time" inside an example answer. */
function toFirstPerson(phrase: string): string {
  return phrase.replace(/\byour\b/gi, 'my').replace(/\byourself\b/gi, 'myself').replace(/\byou\b/gi, 'I');
}

/** "Tell me about a time you had a conflict with a coworker" -> "I had a conflict with a coworker". */
function storySubject(question: string): string {
  const first = question.split(/(?<=[.?!])\s/)[0].replace(/[?.!]+$/, '');
  const match = /\b(?:a time|a situation|an occasion|a moment|an example of when|when)\s+(?:when\s+|where\s+|in which\s+)?you\s+(.+)$/i.exec(first);
  if (match === null) return 'we hit a problem that put an important delivery at risk';
  return `I ${match[1].replace(/\byour\b/gi, 'my').replace(/\byourself\b/gi, 'myself').replace(/\byou\b/gi, 'I')}`;
}
