import type { GateReason } from '../rating-gate.js';
import { pointsBackToTheQuestion } from '../text/opening-subject.js';
import type { AnswerSignals } from './answer-signals.js';
import { answerShape, ASKS_WHAT_MAKES_GOOD, classifyQuestion, MOTIVATION, STORY_KINDS, type QuestionKind } from './question-kind.js';
import { ASKS_FOR_A_SETBACK, NAMES_QUALITIES, SETBACK } from './answer-type.js';

/**
 * Whether an answer the off-topic gate holds for its words speaks to the question all the same: in the
 * trade's own words, with the shape the question asks for.
 */

/** "Tell me about a client you...", "...the biggest deal you've closed": one case of the speaker's own. */
const ASKS_FOR_ONE_CASE = /^\s*tell (me|us) about (a|an|the|one) /i;

/** The speaker's own wants and reasons: "I'd like to", "I really love", "I've always liked", "it would be a good opportunity". */
const OWN_WANTS =
  /\b(i'd (like|love) to|i would (like|love) to|i (really |just |have always |'ve always )?(want|wanted|love|loved|like|liked|enjoy|enjoyed)|i'm (really )?(interested|passionate)|(good|great) opportunity|rewarding|i think i'd be good|i'd be good at|i'd enjoy)\b/gi;

/**
 * "How has your experience as an immigrant shaped what you want to do with your graduate degree?": the speaker's own
 * wants answer it as they answer "why do you want..." (set CB: "i want to do an md mph ... i want to study how to
 * measure...", held off the subject because no word of "immigrant" or "graduate degree" is said).
 */
const ASKS_WHAT_YOU_WANT =
  /\bwhat you (want|hope|plan|would like|'d like) to (do|study|become|achieve|work on)( \w+)? (with|after|next|in|once)\b|\bshaped (what|who) you\b/i;

/** A question about dealing with a person: "a parent who complains", "a visitor had a panic attack". */
const PERSON_ASKED_ABOUT =
  /\b(parent|child|pupil|student|learner|visitor|customer|client|patient|guest|resident|colleague|someone|somebody|person|player|family|relative|tenant|passenger|caller|volunteer|worker|driver|user|applicant|trainee|apprentice|offender|victim|witness|athlete|participant|member of (staff|the public|the team))s?\b/i;
/** What a speaker does with a person: talks, listens, explains, asks. */
const TALKS_WITH =
  /\b(talk|talking|listen|listening|explain|explaining|ask|asking|tell|telling|say|reassure|ring|call|phone|meet|discuss|speak|show (them|him|her))\b/gi;

/**
 * A question about something that went wrong: the setback questions the story must tell a setback for, and one that
 * "did not go to plan" or where things could "go wrong", which that check leaves alone.
 */
const asksWhatWentWrong = (question: string): boolean => ASKS_FOR_A_SETBACK.test(question) || NOT_TO_PLAN.test(question);
const NOT_TO_PLAN = /\b(go wrong|(didn't|did not|wasn't|was not) go(ing)? (to|according to) plan)\b/i;

/** Below this closeness in meaning an answer is about something else, however well it is told. */
const MEANING_OF_A_TOLD_ANSWER = 0.17;
/** The Relevance of an answer that speaks to the question without its words: it answers it, in other words. */
const SPOKEN_RELEVANCE = 0.6;

/** The signals of an answer found to speak to the question in other words, with the Relevance that finding gives it. */
export function withSpokenRelevance(s: AnswerSignals): AnswerSignals {
  return { ...s, relevance: { ...s.relevance, score: Math.max(s.relevance.score, SPOKEN_RELEVANCE) } };
}

/**
 * An answer in the trade's own words ("subbie", "RAMS" for "subcontractors work safely") shares few
 * words with the question. When it still leans the question's way, fits no other question better, and
 * has the shape the question asks for (a told story with the speaker's actions and an outcome; a
 * position with reasons), it answers the question: its Relevance score, not the off-topic gate, judges it.
 */
export function spokenToTheQuestion(gate: GateReason | null, kind: QuestionKind, s: AnswerSignals, question: string, answer: string): GateReason | null {
  if (gate !== 'off-topic') return gate;
  // "What makes a good science presenter?" - "the biggest thing is being able to read the room ... second is ... third":
  // the qualities, one after another, answer it, however near they come to a sibling question ("staying calm").
  if (ASKS_WHAT_MAKES_GOOD.test(question) && (answer.match(NAMES_QUALITIES) ?? []).length >= 2) return null;
  if (s.relevance.openedOn !== null) return gate;
  // A sibling question that asks for a practice ("How do you stay calm after difficult calls?") is no better fit for a
  // story fully told of the speaker's own past actions, asked for by a story question.
  const closer = s.relevance.closerQuestion;
  const fullyTold = s.ownActions.length >= 5 || (s.ownActions.length >= 3 && s.situation.length > 0);
  if (closer !== null && !(STORY_KINDS.has(kind) && fullyTold && !STORY_KINDS.has(classifyQuestion(closer)))) return gate;
  const shape = answerShape(kind);
  // "Why do you want to be a student ambassador?" - "I really love the uni and I'd like to share that...": the
  // speaker's own reasons answer it, without the role's name.
  if ((MOTIVATION.test(question) || ASKS_WHAT_YOU_WANT.test(question)) && (answer.match(OWN_WANTS) ?? []).length >= 2) return null;
  // "So I break it into fifteen-minute chunks": an answer that opens on the question's own "it" and goes on to what the speaker does speaks to it.
  if (pointsBackToTheQuestion(answer) && s.ownActions.length + s.plannedActions.length + s.steps.length >= 2) return null;
  // "What would you do if a teenage patient told you they had stopped doing their airway clearance?" - "i would thank
  // them ... i would try to find out why ... i would talk to the physio": a plan of its own steps, with a reason, that
  // says two of the question's words answers it, however far the vectors put "physio" from "airway" (set BD's coach).
  if (
    shape === 'hypothetical' &&
    s.relevance.addressed.length >= 2 &&
    s.plannedActions.length + s.steps.length >= 3 &&
    s.reasons.length + s.purposes.length > 0
  )
    return null;
  // "How would you deal with a parent who complains their daughter isn't getting enough court time?" - "i'd arrange to
  // talk after training ... show them the minutes log ... explain what she needs to work on ... set her one target": a
  // plan of three steps or more that deals with the person the question names, closer to no other question of the bank,
  // answers it in the sport's words ("quarters") (set BU). A plan that talks to nobody (servicing a motorbike, for a
  // frightened child) is still about something else.
  if (
    shape === 'hypothetical' &&
    closer === null &&
    s.plannedActions.length + s.steps.length >= 3 &&
    PERSON_ASKED_ABOUT.test(question) &&
    new Set((answer.match(TALKS_WITH) ?? []).map((word) => word.toLowerCase())).size >= 2
  )
    return null;
  // "Tell me about a time a performance didn't go to plan" - "the radio mic died about five minutes in ... so i brought
  // everyone forward ... switched to the more visual bits": what went wrong and what the speaker did answer it (set BE).
  if (STORY_KINDS.has(kind) && asksWhatWentWrong(question) && SETBACK.test(answer) && s.ownActions.length >= 2) return null;
  // A question about a quality ("showed initiative", "helped improve independence") has no subject word vectors
  // can match; a fully told story of the speaker's own past actions with an outcome, fitting no other question, answers it.
  if (s.relevance.meaning < MEANING_OF_A_TOLD_ANSWER)
    return (STORY_KINDS.has(kind) || ASKS_FOR_ONE_CASE.test(question)) &&
      (s.ownActions.length >= 5 ||
        (s.relevance.addressed.length > 0 && s.ownActions.length >= 2 && s.results.length + s.numbers.length > 0) ||
        (s.ownActions.length >= 4 && s.results.length >= 2) ||
        (s.ownActions.length >= 3 && s.results.length >= 1 && s.numbers.length >= 1))
      ? null
      : gate;
  const told = shape === 'story' && (s.ownActions.length >= 3 || (s.ownActions.length >= 2 && s.results.length > 0));
  // A practice backed by a time the speaker did it ("on the A38 scheme I stopped them, we put trench boxes in") counts as told.
  const practised =
    shape === 'hypothetical' &&
    (s.ownActions.length >= 3 || (s.ownActions.length + s.plannedActions.length + s.steps.length >= 3 && s.reasons.length + s.results.length > 0));
  const argued = shape === 'opinion' && s.positions.length > 0 && s.reasons.length > 0 && s.examples.length + s.numbers.length > 0;
  return told || practised || argued ? null : gate;
}
