import type { AnswerFramework } from '../ai.schemas.js';
import { cleanTopic } from '../text/words.js';
import type { QuestionKind } from './question-kind.js';

/**
 * A model answer shaped by the framework, with the question's own subject written in and
 * [brackets] where the speaker's real details belong: the offline coach cannot know them.
 */
export function buildExampleAnswer(question: string, kind: QuestionKind, framework: AnswerFramework, topic: string): string {
  const story = storySubject(question);
  const ask = lowerFirst(question.split(/(?<=[.?!])\s/)[0].replace(/[?.!]+$/, ''));
  switch (framework) {
    case 'STAR':
      return paragraphs([
        `**Situation:** In my last role, our team was [the project and what was at stake] when ${story}.`,
        '**Task:** I was responsible for [your goal], and we had [a constraint, such as two weeks or a fixed budget].',
        '**Action:** First, I [your first step]. Then I [your second step], and I kept [the people involved] informed along the way.',
        '**Result:** As a result, [the outcome with a number, e.g. we delivered a week early and cut errors by 30%]. What I learned is [one lesson you still apply].',
      ]);
    case 'CAR':
      return paragraphs([
        `**Challenge:** One example I am proud of is when ${story}. The challenge was [what made it hard or important].`,
        '**Action:** I [the key decision you made], then I [what you did to carry it out], and I brought in [who helped and why].',
        '**Result:** The result was [a measurable outcome, e.g. a 15% rise in sign-ups in one quarter], and [what it meant for the team or customer].',
      ]);
    case 'SOAR':
      return paragraphs([
        `**Situation:** At [company or project], ${story}.`,
        '**Obstacle:** The hard part was [the obstacle: a deadline, a disagreement, a failure], because [why it mattered].',
        '**Action:** I [what you did first], then [what you changed or tried next], and I [how you handled the people side].',
        '**Result:** In the end, [the outcome, with a number if you have one]. Looking back, [what you would repeat or do differently].',
      ]);
    case 'PAR':
      return paragraphs([
        kind === 'hypothetical'
          ? `**Problem:** If I were asked to ${ask.replace(/^(what would you do|how would you)\s*/i, '') || 'handle this'}, I would first make sure I understood [the goal and who is affected].`
          : `**Problem:** ${capitalize(story)}: [what was broken or at risk, and how you noticed].`,
        '**Action:** I would [first concrete step], then [second step], and I would keep [the stakeholders] updated, because [why that order matters].',
        '**Result:** That way, [the outcome you expect or achieved], and [how you would check it worked]. For example, when I [a similar situation you handled], [what happened].',
      ]);
    case 'PREP':
      return paragraphs([
        `**Point:** ${pointFor(kind, ask, topic)}`,
        '**Reason:** The main reason is [why this is true or matters], because [the underlying principle].',
        '**Example:** For example, [a specific time you saw or did this, with a detail or number].',
        `**Point:** So, in short, [repeat your main point in one sentence].`,
      ]);
  }
}

function pointFor(kind: QuestionKind, ask: string, topic: string): string {
  switch (kind) {
    case 'introduction':
      return `I am [your role] with [number] years of experience in ${cleanTopic(topic) || '[your field]'}, and I am at my best when [your strength].`;
    case 'meeting':
      return 'The short version: [the status in one sentence: on track, at risk or blocked].';
    case 'technical':
      return `In one sentence: [your answer to "${ask}"].`;
    default:
      return `My view is [your answer to "${ask}" in one sentence].`;
  }
}

/** "a time you had a conflict with a coworker" becomes "I had a conflict with a coworker". */
function storySubject(question: string): string {
  const first = question.split(/(?<=[.?!])\s/)[0].replace(/[?.!]+$/, '');
  const match =
    /\b(?:a time|a situation|an occasion|a moment|an example of when|when)\s+(?:when\s+|where\s+|in which\s+)?you\s+(.+)$/i.exec(first) ??
    /\babout\s+((?:a|an|the|your)\s+.+)$/i.exec(first);
  if (match === null) return '[the situation the question asks about]';
  // The first pattern drops the "you" it matched on: put the speaker back.
  return match[0].toLowerCase().startsWith('about') ? toFirstPerson(match[1]) : `I ${toFirstPerson(match[1])}`;
}

function toFirstPerson(phrase: string): string {
  return phrase
    .replace(/\byou are\b/gi, 'I am')
    .replace(/\byou were\b/gi, 'I was')
    .replace(/\byour\b/gi, 'my')
    .replace(/\byourself\b/gi, 'myself')
    .replace(/\byou\b/gi, 'I');
}

const paragraphs = (lines: string[]): string => lines.join('\n\n');
const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string): string => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
