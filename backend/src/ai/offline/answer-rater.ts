import type { AnswerEvaluation, AnswerFramework } from '../ai.schemas.js';
import { describeGate, findGateReason, gateCeiling, GATED_MAX_RATING, NO_ANSWER_RATING, type GateReason } from '../rating-gate.js';
import { readAnswer, type AnswerSignals } from './answer-signals.js';
import { spokenToTheQuestion, withSpokenRelevance } from './spoken-to-the-question.js';
import { writeFeedback } from './answer-feedback.js';
import { buildExampleAnswer } from './example-answers.js';
import type { Cap, Criterion, Judgement, RaterInput } from './judgement.js';
import { answerShape, classifyQuestion, recommendedFramework, STORY_KINDS, type AnswerShape, type QuestionKind } from './question-kind.js';
import { judgeCorrectness, type CorrectnessReading } from './technical-knowledge.js';
import { describeGraderText, stripGraderText } from '../text/grader-text.js';
import { withApostrophes } from '../text/contractions.js';
import { describeIncoherence, readCoherence, type CoherenceReading } from './coherence.js';
import { describeNonAnswer, findNonAnswer, type NonAnswerReading } from './answer-type.js';
import { noCaseCap } from './plan-without-a-case.js';
import { askedAsAKnowledgeExam } from './knowledge-exams.js';
import { platitudeCap } from './summed-up-in-a-platitude.js';
import { vagueOutcome, vagueOutcomeCap } from './vague-outcome.js';
import { countPracticeSteps, PRACTICE_QUESTION, TRADE_TERM_RANK } from './practice-steps.js';
import { clipAround, findRedFlags, type RedFlag } from './red-flags.js';
import { resolvedByAnother } from './who-resolved-it.js';
import { wordRow } from '../text/word-vectors.js';
import { readAsAWhole, wholeReadingCap } from './whole-reading.js';
import { contentTokens, stem } from '../text/words.js';

/**
 * The offline rater. Each kind of question is judged on what a coach looks for in it
 * (a story and the speaker's own actions; correct key points; a position with reasons...),
 * on how much the answer actually says, and on concrete detail. Then caps: the gate shared
 * with the model adapter, wrong facts, and structure markers with nothing behind them.
 */

const LEVELS: Record<number, string> = {
  5: 'Excellent: answers the question directly, well structured, with concrete detail and a clear outcome or conclusion',
  4: 'Strong: relevant and organised with specific detail, but one part is thin',
  3: 'Adequate: relevant, but general, with little concrete detail or a loose structure',
  2: 'Weak: only partly answers the question; vague, very short or off the subject',
  1: 'Poor: no real answer to the question',
};

/** Fewer distinct subject words than this is too little to rate above 2. */
const MIN_SUBSTANCE_WORDS = 5;
/** Answers with more subject words than this are not suspected of marker stuffing... */
const STUFFING_MAX_WORDS = 25;
/** ...nor, when they speak to the question's own words, answers with this many ("the good thing is nobody can see who has more money because..."). */
const STUFFING_MAX_WORDS_ON_THE_QUESTION = 16;
const CURVE = 0.8;
/** Six specific facts of the speaker's own make a short answer as substantial as a long one, up to this share. */
const FACTS_FOR_FULL = 6;
const FACTS_WEIGHT = 0.8;
/** Share of an answer's words that are its own subject words above which it counts as dense... */
const DENSE_FROM = 0.3;
/** ...with at least this many of them... */
const DENSE_MIN_WORDS = 18;
/** ...and how much each point of density above it adds to Substance. */
const DENSE_LIFT = 2.5;
/** The largest answer the contract accepts: longer text is not read. */
const MAX_CHARS = 10_000;

/** What the rater reads. `wholeReading: false` leaves out the learned whole reading: the rules alone, as specs of a rule's text handling want. */
export interface RaterOptions {
  wholeReading?: boolean;
}

export function judgeAnswer(raw: RaterInput, options: RaterOptions = {}): Judgement {
  return judgeMended({ ...raw, answer: withApostrophes(raw.answer.slice(0, MAX_CHARS)) }, options);
}

/** The judgement of an answer whose apostrophes are already put back (see withApostrophes). */
function judgeMended(raw: RaterInput, options: RaterOptions): Judgement {
  const stripped = stripGraderText(raw.answer.slice(0, MAX_CHARS));
  const input = { ...raw, answer: stripped.answer };
  const kind = classifyQuestion(input.question);
  const signals = readAnswer(input.question, input.answer, input.topic, input.context ?? '');
  const correctness = kind === 'technical' || kind === 'opinion' ? judgeCorrectness(input.question, input.answer) : judgeCorrectness('', '');
  const redFlags = findRedFlags(input.question, input.answer, input.topic, input.context ?? '');
  const nonAnswer = findNonAnswer(input.question, input.answer, kind);
  // A job advert or a string of buzzwords is noun-heavy English, not word salad: what it is says more.
  const read = readCoherence(input.answer);
  // The question said back over and over is said back: that is what the learner needs to hear.
  const saysMore =
    (read.verdict === 'word-salad' && nonAnswer !== null && NOUN_HEAVY.has(nonAnswer.kind)) || (read.verdict === 'loop' && nonAnswer?.kind === 'paraphrase');
  const coherence = saysMore ? { ...read, verdict: null } : read;
  const practice = PRACTICE_QUESTION.test(input.question) && (kind === 'opinion' || kind === 'hypothetical');
  const knowledgeExam = askedAsAKnowledgeExam(input.topic);
  const found = findGateReason(input.question, input.answer, { topic: input.topic, context: input.context });
  const gate = spokenToTheQuestion(found, practice ? 'hypothetical' : kind, signals, input.question, input.answer);
  // An answer found to speak to the question in the trade's own words is not shown "Relevance 0%", nor told it misses the question.
  const spoken = found === 'off-topic' && gate === null;
  const criteria = measureCriteria(
    practice ? 'hypothetical' : kind,
    spoken ? withSpokenRelevance(signals) : signals,
    correctness,
    practice ? countPracticeSteps(input.answer, input.question) : 0,
    tradeTerms(input.question, input.answer),
  );
  const weighted = criteria.reduce((sum, c) => sum + c.score * (WEIGHTS[c.name] ?? 0), 0) / criteria.reduce((sum, c) => sum + (WEIGHTS[c.name] ?? 0), 0);
  const fillerPenalty = Math.min(0.6, (signals.fillerTotal / Math.max(1, signals.wordCount)) * 6);
  // Criteria rarely all reach 100% even in excellent answers: the curve lifts the middle of the scale.
  const score = 1 + 4 * weighted ** CURVE - fillerPenalty;
  // The lowest ceiling wins; the feedback names every other reason as well.
  // On a tie the gate's reason is given: an answer in another language is that, before it is "no experience".
  const solvedBy = STORY_KINDS.has(kind) ? resolvedByAnother(input.answer, signals.ownActions) : null;
  const others = lowest([
    findCap(gate, signals, correctness, input.answer),
    findJudgementCap(redFlags, coherence, nonAnswer),
    solvedByCap(solvedBy),
    knowledgeExam ? null : noCaseCap(practice ? 'hypothetical' : kind, criteria, input.answer),
    platitudeCap(criteria, input.answer),
    vagueOutcomeCap(vagueOutcome(kind, signals)),
    // Last, so on a tie a rule's reason, which quotes what it found, is the one given.
    options.wholeReading === false ? null : wholeReadingCap(readAsAWhole(input.question, input.answer, read)),
  ]);
  const toGrader = graderCap(stripped.removed);
  // A note to the grader around no real answer is the rubric's 1: there is nothing else to rate.
  // The note's text already says the answer cannot score above 2: the other reason is not made to say it again.
  // A milder cap beside the note (a plan without a case, at most 3.4) is no reason of its own to say: "cannot score
  // above 2 ... at most 3.4" reads as two verdicts (set BX).
  const cap =
    toGrader !== null && others !== null && others.ceiling <= GATED_MAX_RATING
      ? { ceiling: POOR_MAX_RATING, why: `${toGrader.why} ${withoutTheCeiling(others.why)}` }
      : (toGrader ?? others);
  const rating = round1(clamp(cap === null ? score : Math.min(score, cap.ceiling), 1, 5));
  // A practice question ("How do you make sure...") is coached as an approach, as it is rated.
  return {
    kind: practice ? 'hypothetical' : kind,
    signals,
    correctness,
    criteria,
    gate,
    inOtherWords: spoken,
    cap,
    rating,
    score: round1(clamp(score, 1, 5)),
    knowledgeExam,
    graderText: stripped.removed,
    redFlags,
    coherence,
    nonAnswer,
  };
}

/** A cap's reason without its closing "so it cannot score above 2" (a blind coach of round 22 heard it said twice). */
const withoutTheCeiling = (why: string): string => why.replace(/,? so it cannot score above [\d.]+\./, '.').replace(/ It cannot score above [\d.]+\./, '');

/** A problem someone else solved while the speaker did little: weak, as a coach marks it. */
function solvedByCap(who: string | null): Cap | null {
  if (who === null) return null;
  return {
    ceiling: SOLVED_BY_ANOTHER_MAX,
    why: `In this story ${who} solved the problem, and you say little of what you did yourself, so it cannot score above ${SOLVED_BY_ANOTHER_MAX}.`,
    // Blind coaches: "nothing can be credited" ignores a real, specific story; its scene and outcome stand.
    creditsTheStory: true,
  };
}
/** The gate's 2: every answer the rule holds down in the graded sets (24, all spoken) was graded 2 by its writer and a second grader. */
const SOLVED_BY_ANOTHER_MAX = GATED_MAX_RATING;

/** Caps for what a coach would fail outright: notes to the grader, unsafe practice, no sentences, no answer. */
function graderCap(graderText: string[]): Cap | null {
  if (graderText.length === 0) return null;
  return { ceiling: GATED_MAX_RATING, why: describeGraderText(graderText) };
}

/** The rubric's 1: gibberish or something else entirely (see NO_ANSWER_RATING). */
const POOR_MAX_RATING = NO_ANSWER_RATING;
const NOUN_HEAVY = new Set(['job-ad', 'buzzwords', 'values-list', 'definition']);
const POOR_NON_ANSWERS = new Set(['chat', 'job-ad', 'advice', 'buzzwords', 'values-list', 'paraphrase', 'evasion']);

function findJudgementCap(redFlags: RedFlag[], coherence: CoherenceReading, nonAnswer: NonAnswerReading | null): Cap | null {
  const max = GATED_MAX_RATING;
  // Two different things an interviewer would fail: the answer is unsafe through and through.
  if (redFlags.length > 1)
    return {
      ceiling: POOR_MAX_RATING,
      why: `An interviewer would fail this answer for ${redFlags[0].what}: "${clipAround(redFlags[0].sentence, redFlags[0].evidence)}". It cannot score above ${max}.`,
    };
  if (redFlags.length > 0)
    return {
      ceiling: max,
      why: `An interviewer would fail this answer for ${redFlags[0].what}: "${clipAround(redFlags[0].sentence, redFlags[0].evidence)}". It cannot score above ${max}.`,
    };
  if (coherence.verdict !== null) return { ceiling: POOR_MAX_RATING, why: `${describeIncoherence(coherence.verdict)}, so it cannot score above ${max}.` };
  if (nonAnswer !== null && POOR_NON_ANSWERS.has(nonAnswer.kind))
    return { ceiling: POOR_MAX_RATING, why: `${describeNonAnswer(nonAnswer)}, so it cannot score above ${max}.` };
  if (nonAnswer !== null) return { ceiling: max, why: `${describeNonAnswer(nonAnswer)}, so it cannot score above ${max}.` };
  return null;
}

export function rateAnswer(raw: RaterInput, options: RaterOptions = {}): AnswerEvaluation {
  // Feedback quotes and the example answer read "didn't" where the transcript has "didnt", as the rating does.
  const input = { ...raw, answer: withApostrophes(raw.answer) };
  const judgement = judgeMended(input, options);
  const used = recognisedFramework(judgement);
  const framework = used ?? recommendedFramework(judgement.kind);
  return {
    rating: judgement.rating,
    feedback: writeFeedback(judgement, input.answer, used, framework, input.question),
    rating_explanation: explain(judgement),
    example_answer: buildExampleAnswer(input, judgement, framework),
    framework,
  };
}

const WEIGHTS: Record<string, number> = {
  Substance: 0.4,
  Relevance: 0.15,
  Detail: 0.12,
  Story: 0.33,
  Correctness: 0.33,
  Explanation: 0.33,
  Position: 0.33,
  Approach: 0.33,
  Description: 0.33,
  Introduction: 0.33,
  Update: 0.33,
};

/** Distinct terms of the trade the answer uses that the question did not: specific detail as much as a number is. */
function tradeTerms(question: string, answer: string): number {
  const asked = new Set(contentTokens(question).map(stem));
  const terms = new Set(
    contentTokens(answer.slice(0, MAX_CHARS))
      .filter((w) => w.length > 3 && !/\d/.test(w) && !asked.has(stem(w)) && wordRow(w) > TRADE_TERM_RANK)
      .map(stem),
  );
  return terms.size;
}

function measureCriteria(kind: QuestionKind, s: AnswerSignals, correctness: CorrectnessReading, practiceSteps = 0, trade = 0): Criterion[] {
  const has = (n: number, enough = 1): number => Math.min(1, n / enough);
  // Specific, not long: an answer that packs its own subject words densely (steps, checks, names, terms
  // of the trade) is as complete at 60 words as a loose one at 150.
  const density = s.newSubjectWords / Math.max(1, s.wordCount);
  const dense = s.newSubjectWords >= DENSE_MIN_WORDS ? Math.max(0, density - DENSE_FROM) * DENSE_LIFT : 0;
  // Specific facts of the speaker's own (figures, names, actions, outcomes, reasons) say as much in a short
  // answer as many words do in a long one.
  // The steps of a plan ("I'd check..., run...") and terms of the trade are specific too, in an approach or an explanation.
  const facts =
    s.numbers.length +
    s.names.length +
    s.ownActions.length +
    s.results.length +
    s.reasons.length +
    s.situation.length +
    0.5 * (s.plannedActions.length + s.steps.length);
  const substance = clamp(Math.max((s.newSubjectWords - 5) / 45 + dense, FACTS_WEIGHT * Math.min(1, facts / FACTS_FOR_FULL)), 0, 1);
  const detail = has(s.numbers.length + 0.5 * s.names.length + 0.5 * s.contextTermsUsed.length + 0.25 * trade, 3);
  const common = [
    { name: 'Relevance', score: s.relevance.score },
    { name: 'Substance', score: substance },
    { name: 'Detail', score: detail },
  ];
  // Facts of the speaker's own (figures, names) serve as an example as well as "for example" does.
  const example = has(s.examples.length + (s.situation.length > 0 ? 1 : 0) + (s.numbers.length >= 2 || s.names.length > 0 ? 1 : 0));
  return [...common, shapeCriterion(answerShape(kind), s, correctness, example, practiceSteps)];
}

/** A weighted part of a criterion, full once `count` reaches `enough`. */
type Part = readonly [weight: number, count: number, enough?: number];

const weigh = (parts: readonly Part[]): number => parts.reduce((sum, [weight, count, enough = 1]) => sum + weight * Math.min(1, count / enough), 0);

/** What a coach looks for in each shape of answer, beyond relevance, substance and detail. */
function shapeCriterion(shape: AnswerShape, s: AnswerSignals, correctness: CorrectnessReading, example: number, practiceSteps: number): Criterion {
  switch (shape) {
    case 'story':
      return {
        name: 'Story',
        score: weigh([
          [0.15, s.situation.length],
          // A story told only as "we" says what the team did: the speaker's own part counts for half.
          [0.35, s.teamOnly ? s.ownActions.length / 2 : s.ownActions.length, 3],
          [0.3, s.results.length],
          [0.2, s.lessons.length + (s.results.length > 1 ? 1 : 0)],
        ]),
      };
    case 'technical':
      return {
        // Without the field's key points to check, what is measured is how the point is explained, not whether it is right.
        name: correctness.known ? 'Correctness' : 'Explanation',
        score: correctness.known
          ? 0.7 * correctness.coverage + 0.3 * example
          : weigh([
              [0.35, s.reasons.length, 2],
              [0.35, example],
              [0.3, s.steps.length + s.contrasts.length, 2],
            ]),
      };
    case 'hypothetical':
      return {
        name: 'Approach',
        score: weigh([
          [0.3, s.steps.length + s.plannedActions.length + practiceSteps, 4],
          [0.3, s.reasons.length + (practiceSteps >= 4 ? 1 : 0), 2],
          [0.25, s.ownActions.length + s.situation.length, 2],
          [0.15, s.conclusions.length + s.results.length],
        ]),
      };
    case 'introduction':
      return {
        name: 'Introduction',
        score: weigh([
          [0.3, s.situation.length + s.ownActions.length, 2],
          [0.3, s.results.length + s.numbers.length, 2],
          [0.2, s.reasons.length + s.positions.length],
          [0.2, s.nextSteps.length + s.conclusions.length],
        ]),
      };
    case 'meeting':
      return {
        name: 'Update',
        score: weigh([
          [0.25, s.results.length + s.positions.length + s.conclusions.length],
          [0.25, s.numbers.length, 2],
          [0.25, s.risks.length],
          [0.25, s.nextSteps.length, 2],
        ]),
      };
    case 'description':
      return {
        name: 'Description',
        score: weigh([
          [0.3, s.reasons.length + s.positions.length, 2],
          [0.3, s.examples.length + s.ownActions.length + s.plannedActions.length, 3],
          [0.2, s.names.length, 2],
          [0.2, s.conclusions.length + s.contrasts.length],
        ]),
      };
    case 'opinion': {
      const reasoned = weigh([
        [0.25, s.positions.length + s.conclusions.length],
        [0.3, s.reasons.length + s.steps.length, 2],
        [0.3, example],
        [0.15, s.contrasts.length],
      ]);
      return { name: 'Position', score: (correctness.known ? 0.5 * correctness.coverage : 0) + (correctness.known ? 0.5 : 1) * reasoned };
    }
  }
}

function findCap(gate: GateReason | null, s: AnswerSignals, correctness: CorrectnessReading, answer: string): Cap | null {
  // A fluent answer about something else entirely is the rubric's 1, as gibberish is.
  if (gate === 'off-topic' && s.relevance.addressed.length === 0) return { ceiling: POOR_MAX_RATING, why: describeGate(gate, answer) };
  // Words that cannot be read as an answer (another language, a bare keyword list) are the rubric's 1 too.
  if (gate === 'not-english' || gate === 'keyword-list') return { ceiling: POOR_MAX_RATING, why: describeGate(gate, answer) };
  if (gate !== null) return { ceiling: gateCeiling(gate), why: describeGate(gate, answer) };
  if (correctness.wrong.length > 0)
    return { ceiling: GATED_MAX_RATING, why: `The answer gets a key fact wrong (${correctness.wrong[0]}), so it cannot score above ${GATED_MAX_RATING}.` };
  if (s.newSubjectWords < MIN_SUBSTANCE_WORDS)
    return {
      ceiling: GATED_MAX_RATING,
      why: `The answer says very little of its own beyond the question and structure words, so it cannot score above ${GATED_MAX_RATING}.`,
    };
  const empty = s.emptyMarkers.length;
  const stuffingMax = s.relevance.addressed.length > 0 ? STUFFING_MAX_WORDS_ON_THE_QUESTION : STUFFING_MAX_WORDS;
  if (s.newSubjectWords < stuffingMax && empty >= 3 && empty > s.results.length + s.ownActions.length + s.reasons.length) {
    const markers = [...new Set(s.emptyMarkers.map((m) => m.toLowerCase().replace(/[,.]+$/, '')))];
    // "i would like" inside "i would like to" is one marker, quoted once.
    const quoted = markers
      .filter((m) => !markers.some((o) => o !== m && o.includes(m)))
      .slice(0, 3)
      .map((m) => `"${m}"`);
    return {
      ceiling: GATED_MAX_RATING,
      why: `Most of its structure words (${quoted.join(', ')}) have nothing specific behind them, so it cannot score above ${GATED_MAX_RATING}.`,
    };
  }
  if (correctness.known && correctness.made.length === 0)
    return { ceiling: 2.5, why: 'The answer does not make any of the key points of this question, so it cannot score above 2.5.' };
  return null;
}

/** The framework the answer's own content shows, if any. */
function recognisedFramework(j: Judgement): AnswerFramework | null {
  const s = j.signals;
  // A capped answer does not "follow" a framework: its markers have nothing real behind them.
  if (j.gate !== null || (j.cap !== null && j.cap.ceiling <= GATED_MAX_RATING)) return null;
  // A story is told as a story or not at all: its reasons and "when I..." do not make it a Point and an Example.
  if (STORY_KINDS.has(j.kind)) return s.situation.length > 0 && s.ownActions.length > 0 && s.results.length > 0 ? recommendedFramework(j.kind) : null;
  // A plan ("what would you do if...") is steps with their reasons, not a point argued, however it reasons.
  if (j.kind === 'hypothetical')
    return s.plannedActions.length + s.steps.length >= 2 && s.reasons.length + s.purposes.length > 0 ? recommendedFramework(j.kind) : null;
  if (s.positions.length + s.conclusions.length > 0 && s.reasons.length > 0 && s.examples.length > 0) return 'PREP';
  return null;
}

function explain(j: Judgement): string {
  const level = LEVELS[clamp(Math.round(j.rating), 1, 5)];
  const base = `${j.rating.toFixed(1)}/5 - ${level}.`;
  return j.cap === null ? base : `${j.cap.why} ${base}`;
}

const lowest = (caps: Array<Cap | null>): Cap | null =>
  caps.reduce<Cap | null>((low, c) => (c !== null && (low === null || c.ceiling < low.ceiling) ? c : low), null);
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
const round1 = (x: number): number => Math.round(x * 10) / 10;
