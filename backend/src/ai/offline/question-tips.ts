import { contentTokens, subjectStems, stem } from '../text/words.js';
import { extractContextFacts } from './context-facts.js';
import { classifyQuestion, FRAMEWORK_STEPS, recommendedFramework, type QuestionKind } from './question-kind.js';

/** Tips by kind of question, plus the question's own key words and what the context offers. */
const KIND_TIPS: Record<QuestionKind, { lead: string; tips: readonly string[] }> = {
  introduction: {
    lead: 'This is an introduction: a short, confident story of who you are and why you are here.',
    tips: [
      'Go present → past → future: what you do now, what led you here, what you want next.',
      'Pick two strengths and give one proof point for each (a result, a number, a project).',
      'Keep it to about one minute and end with why this role or conversation interests you.',
    ],
  },
  behavioural: {
    lead: 'This is a behavioural question: tell one real story, not what you would usually do.',
    tips: [
      'Use **STAR**: Situation (one or two sentences), Task (your goal), Action (most of your time), Result.',
      'Say "I", not only "we": the listener wants *your* decisions and actions.',
      'End with a measurable result and one thing you learned.',
    ],
  },
  achievement: {
    lead: 'This question is about an achievement: make the impact obvious.',
    tips: [
      'Use **CAR**: the Challenge, the Actions you took, the Result.',
      'Quantify the result (time saved, revenue, users, errors) and say why it mattered.',
      'Credit the team briefly, then be specific about your own part.',
    ],
  },
  challenge: {
    lead: 'This question is about a difficulty: they want to see how you respond under pressure.',
    tips: [
      'Use **SOAR**: Situation, Obstacle, Action, Result.',
      'Be honest about what went wrong, but spend most of the answer on what you did about it.',
      'Finish with the lesson and how you have applied it since.',
    ],
  },
  problem: {
    lead: 'This is a problem-solving question: show how you think, step by step.',
    tips: [
      'Use **PAR**: the Problem, the Actions (how you investigated, what you tried), the Result.',
      'Name the root cause and how you confirmed it, not only the fix.',
      'Mention what you changed afterwards so it does not happen again.',
    ],
  },
  hypothetical: {
    lead: 'This is a hypothetical question: walk through your approach in order.',
    tips: [
      'Start by saying how you would understand the situation (questions you would ask, data you would check).',
      'Give your steps in order ("first", "then", "finally") and the reason for each.',
      'If you have handled something similar, add it briefly as proof.',
    ],
  },
  technical: {
    lead: 'This is a technical question: explain first, then show an example.',
    tips: [
      'Open with a one-sentence answer, then explain how it works in plain words.',
      'Give a concrete example (a snippet, a case from a project) and mention one trade-off or pitfall.',
      'Use **PREP** to stay structured: Point, Reason, Example, Point.',
    ],
  },
  meeting: {
    lead: 'This is a meeting-style answer: brief, clear and useful to the listeners.',
    tips: [
      'Lead with the headline (on track, at risk, decided) before the details.',
      'Give two or three key points, then the risks and what you need from others.',
      'Close with next steps, owners and dates.',
    ],
  },
  description: {
    lead: 'This asks you to describe something: paint a picture, then say why it matters to you.',
    tips: [
      'Cover every point the question lists, in its order, so the listener can follow.',
      'Use specific details: names, places, what you saw or did, a short moment or story.',
      'Finish with the why: what it means to you or how it influenced you.',
    ],
  },
  opinion: {
    lead: 'This question asks for your view: take a clear position and support it.',
    tips: [
      'Use **PREP**: state your Point, give the Reason, an Example, then your Point again.',
      'One strong example beats three vague ones.',
      'Acknowledge another view briefly, then say why you still hold yours.',
    ],
  },
};

export function writeTips(question: string, context?: string): string {
  const kind = classifyQuestion(question);
  const { lead, tips } = KIND_TIPS[kind];
  const framework = recommendedFramework(kind);
  const keyWords = [...subjectStems(question)].map((s) => contentTokens(question).find((w) => stem(w) === s) ?? s).slice(0, 4);
  const lines = [lead, '', ...tips.map((t) => `- ${t}`)];
  if (keyWords.length > 0) lines.push(`- Make sure you clearly address: ${keyWords.map((w) => `**${w}**`).join(', ')}.`);
  lines.push('- Aim for one to two minutes (about 120-250 words) and replace filler words (um, like, you know) with a short pause.');
  const fromContext = context ? contextPointers(context) : [];
  if (fromContext.length > 0) {
    lines.push('', '**From your context, consider mentioning:**', ...fromContext.map((c) => `- ${c}`));
  }
  lines.push('', `**Structure:** ${framework}: ${FRAMEWORK_STEPS[framework].join(' → ')}.`);
  return lines.join('\n');
}

function contextPointers(context: string): string[] {
  const facts = extractContextFacts(context);
  return [
    ...facts.achievements.slice(0, 2).map((a) => capitalize(a)),
    ...facts.requirements.slice(0, 2).map((r) => `How you meet: ${r}`),
    ...facts.agendaItems.slice(0, 2).map((i) => `The agenda item "${i}"`),
    ...(facts.skills.length > 0 ? [`Skills: ${facts.skills.slice(0, 5).join(', ')}`] : []),
  ].slice(0, 4);
}

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
