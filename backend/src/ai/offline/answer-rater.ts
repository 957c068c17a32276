import type { AnswerEvaluation, AnswerFramework } from '../ai.schemas.js';
import { applyRatingGate, describeGate, findGateReason, type GateReason } from '../rating-gate.js';
import { readAnswer, type AnswerSignals } from './answer-signals.js';
import { buildExampleAnswer } from './example-answers.js';
import { classifyQuestion, FRAMEWORK_STEPS, recommendedFramework, type QuestionKind } from './question-kind.js';

/**
 * The offline rater: the rubric's criteria (relevance, substance, structure, concreteness,
 * filler words) measured with text heuristics, then the same gate as the model adapter.
 */

export interface RaterInput {
  question: string;
  answer: string;
  topic: string;
  context?: string;
}

interface Scores {
  relevance: number;
  substance: number;
  structure: number;
  concreteness: number;
  fillerPenalty: number;
}

const STORY_KINDS: ReadonlySet<QuestionKind> = new Set(['behavioural', 'achievement', 'challenge', 'problem']);

const LEVELS: Record<number, string> = {
  5: 'Excellent: direct, well structured, with a concrete example and a clear result',
  4: 'Strong: relevant and organised with specific detail, but one part is thin',
  3: 'Adequate: relevant, but general, with little concrete detail or a loose structure',
  2: 'Weak: only partly answers the question; vague, very short or drifting off the subject',
  1: 'Poor: no real answer to the question',
};

export function rateAnswer(input: RaterInput): AnswerEvaluation {
  const kind = classifyQuestion(input.question);
  const signals = readAnswer(input.question, input.answer, input.topic, input.context ?? '');
  const scores = score(signals, kind);
  const raw =
    1 +
    4 * (0.3 * scores.relevance + 0.2 * scores.substance + 0.25 * scores.structure + 0.25 * scores.concreteness) * (scores.relevance < 0.3 ? 0.6 : 1) -
    scores.fillerPenalty;
  const gate = findGateReason(input.question, input.answer, { topic: input.topic, context: input.context });
  const rating = round1(clamp(applyRatingGate(input.question, input.answer, clamp(raw, 1, 5), { topic: input.topic, context: input.context }), 1, 5));
  const used = recognisedFramework(signals, kind);
  const framework = used ?? recommendedFramework(kind);
  return {
    rating,
    feedback: writeFeedback(signals, scores, kind, gate, used, framework, input.answer),
    rating_explanation: explain(rating, gate, input.answer),
    example_answer: buildExampleAnswer(input.question, kind, framework, input.topic),
    framework,
  };
}

function score(s: AnswerSignals, kind: QuestionKind): Scores {
  const c = s.contentWordCount;
  const substance = c < 6 ? 0.05 : c < 15 ? 0.3 : c < 30 ? 0.55 : c < 50 ? 0.8 : c <= 220 ? 1 : 0.85;
  const starParts = Object.values(s.star).filter(Boolean).length;
  const sequence = Math.min(1, new Set(s.sequenceMarkers).size / 2);
  const reasoning = Math.min(1, new Set(s.reasoningMarkers).size / 2);
  const conclusion = s.conclusionMarkers.length > 0 ? 1 : 0;
  const example = s.exampleMarkers.length > 0 ? 1 : 0;
  const storyStructure = 0.55 * (starParts / 4) + 0.2 * sequence + 0.15 * reasoning + 0.1 * conclusion;
  const pointStructure = 0.35 * reasoning + 0.25 * example + 0.2 * conclusion + 0.2 * sequence;
  const structure = Math.min(1, STORY_KINDS.has(kind) ? Math.max(storyStructure, 0.8 * pointStructure) : Math.max(storyStructure, pointStructure));
  const concreteness = Math.min(
    1,
    0.35 * Math.min(1, s.numbers.length / 2) + 0.2 * example + 0.45 * Math.min(1, s.ownActions.length / 3) + (s.contextTermsUsed.length > 0 ? 0.1 : 0),
  );
  const fillerPenalty = Math.min(0.8, (s.fillerTotal / Math.max(1, s.wordCount)) * 8);
  return { relevance: s.relevance, substance, structure, concreteness, fillerPenalty };
}

/** The framework the answer's own markers show, if any. */
function recognisedFramework(s: AnswerSignals, kind: QuestionKind): AnswerFramework | null {
  const { situation, task, action, result } = s.star;
  // A told story is named after the framework its question calls for (STAR, CAR, SOAR, PAR).
  if (situation && action && result) return task || !STORY_KINDS.has(kind) ? 'STAR' : recommendedFramework(kind);
  if (task && action && result) return 'PAR';
  if (s.reasoningMarkers.length > 0 && s.exampleMarkers.length > 0 && s.conclusionMarkers.length > 0) return 'PREP';
  return null;
}

function writeFeedback(
  s: AnswerSignals,
  scores: Scores,
  kind: QuestionKind,
  gate: GateReason | null,
  used: AnswerFramework | null,
  framework: AnswerFramework,
  answer: string,
): string {
  const worked: string[] = [];
  const improve: string[] = [];
  const story = STORY_KINDS.has(kind);

  if (gate !== null) improve.push(describeGate(gate, answer));

  if (s.questionTermsUsed.length > 0 && scores.relevance >= 0.6) worked.push(`You stayed on the question: you addressed ${quoteList(s.questionTermsUsed)}.`);
  else if (s.questionTermsMissed.length > 0 && gate === null)
    improve.push(`Answer the question more directly: it asks about ${quoteList(s.questionTermsMissed)}, which your answer ${s.questionTermsUsed.length > 0 ? 'only partly covers' : 'does not mention'}.`);
  if (s.contextTermsUsed.length > 0) worked.push(`You tied the answer to your context (${quoteList(s.contextTermsUsed)}).`);

  const c = s.contentWordCount;
  if (c >= 30 && c <= 220) worked.push(`Good length: ${s.wordCount} words, enough to answer without padding.`);
  else if (c > 220) improve.push(`The answer is long (${s.wordCount} words). Cut to the two or three points that matter most; aim for one to two minutes.`);
  else if (gate === null) improve.push(`The answer is short (${s.wordCount} words). Aim for about 120-250 words, one to two minutes spoken.`);

  const parts = (Object.keys(s.star) as Array<keyof AnswerSignals['star']>).filter((p) => s.star[p]);
  // Only STAR names a separate task; the other story frameworks fold it into the situation.
  const missingParts = (Object.keys(s.star) as Array<keyof AnswerSignals['star']>).filter((p) => !s.star[p] && (p !== 'task' || framework === 'STAR'));
  if (parts.length >= 3) worked.push(`Clear story structure: ${parts.join(', ')}.`);
  else if (story && gate === null && missingParts.length > 0) improve.push(`Structure it as ${framework} (${FRAMEWORK_STEPS[framework].join(' → ')}); the ${missingParts.join(', ')} ${missingParts.length === 1 ? 'is' : 'are'} missing or unclear.`);
  if (new Set(s.sequenceMarkers).size >= 2) worked.push(`You signposted the steps (${quoteList(unique(s.sequenceMarkers).slice(0, 4))}).`);
  if (s.reasoningMarkers.length > 0) worked.push(`You explained your reasoning (${quoteList(unique(s.reasoningMarkers).slice(0, 3))}).`);
  else if (!story && gate === null) improve.push('Give the reason behind your point, for example with "because ..." or "that is why ...".');

  if (s.numbers.length > 0) worked.push(`Concrete details: ${s.numbers.length} number${s.numbers.length === 1 ? '' : 's'} (${quoteList(unique(s.numbers).slice(0, 3))}).`);
  else if (gate === null)
    improve.push(
      story
        ? 'Add a measurable detail: a number, a time frame or a percentage makes the result believable.'
        : 'Add one concrete detail: a number, a short code or real-life example, or a case from your own work.',
    );
  if (s.ownActions.length >= 2) worked.push(`You described your own actions (${quoteList(s.ownActions.slice(0, 3))}).`);
  else if (story && gate === null) improve.push('Say what *you* did, in the past tense ("I decided...", "I organised..."), not only what happened.');
  if (s.exampleMarkers.length > 0) worked.push(`You backed your point with an example (${quoteList(unique(s.exampleMarkers).slice(0, 2))}).`);
  else if (!story && gate === null) improve.push('Back your point with one specific example ("For example, ...").');
  if (!story && s.conclusionMarkers.length === 0 && gate === null) improve.push('Finish by restating your main point in one sentence.');

  if (s.fillerTotal > 0) {
    const list = s.fillers.map((f) => `'${f.filler}' x${f.count}`).join(', ');
    improve.push(`You used ${s.fillerTotal} filler word${s.fillerTotal === 1 ? '' : 's'} (${list}). A short silent pause sounds more confident.`);
  } else if (s.wordCount >= 30) worked.push('No filler words: clean delivery.');

  const frameworkLine = used
    ? `**Framework:** your answer follows ${used} (${FRAMEWORK_STEPS[used].join(' → ')}).`
    : `**Framework to try:** ${framework} (${FRAMEWORK_STEPS[framework].join(' → ')}).`;
  const breakdown =
    `Relevance ${pct(scores.relevance)} · Substance ${pct(scores.substance)} · Structure ${pct(scores.structure)} · ` +
    `Concreteness ${pct(scores.concreteness)}${scores.fillerPenalty > 0 ? ` · Filler penalty -${scores.fillerPenalty.toFixed(1)}` : ''}`;
  return [
    '### What worked',
    bullets(worked.length > 0 ? worked : ['You gave an answer to build on: now make it specific.']),
    '',
    '### What to improve',
    bullets(improve.length > 0 ? improve : ['Keep this level: practise saying it in under two minutes.']),
    '',
    frameworkLine,
    '',
    `*${breakdown}*`,
  ].join('\n');
}

function explain(rating: number, gate: GateReason | null, answer: string): string {
  const level = LEVELS[clamp(Math.round(rating), 1, 5)];
  const base = `${rating.toFixed(1)}/5 - ${level}.`;
  return gate === null ? base : `${describeGate(gate, answer)} ${base}`;
}

const bullets = (items: string[]): string => items.map((i) => `- ${i}`).join('\n');
const quoteList = (items: string[]): string => items.map((i) => `"${i}"`).join(', ');
const unique = (items: string[]): string[] => [...new Set(items)];
const pct = (x: number): string => `${Math.round(x * 100)}%`;
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
const round1 = (x: number): number => Math.round(x * 10) / 10;
