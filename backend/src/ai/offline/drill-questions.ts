import { isIeltsPart2Topic, topicWithoutFocusMarker } from '@speakwell/contracts';
import { contentTokens, stem, tokenize } from '../text/words.js';
import { IELTS_CUE_CARDS } from './ielts-cue-cards.js';
import { QUESTION_SUBJECTS, type QuestionSubject } from './question-bank.js';
import { topicFrames } from './topic-frames.js';

/** Topics that carry no subject (the drill's default names), so the general bank is used. */
const SUBJECTLESS_TOPICS = new Set(['', 'focused session', 'practice session', 'general', 'anything']);

/** Exam formats in the bank: their sessions never get topic frames ("about IELTS"). */
const EXAM_FORMATS = new Set(['ielts', 'toefl']);
/** What a session without a subject asks once the general interview questions are used. */
const GENERAL_EXTRAS = new Set(['teamwork', 'leadership', 'public speaking']);

const normalize = (text: string): string => ` ${tokenize(text).join(' ')} `;

/** Subjects named by the topic, best match first. */
export function matchSubjects(topic: string): QuestionSubject[] {
  const normalized = normalize(topic);
  return QUESTION_SUBJECTS.map((subject) => ({
    subject,
    score: Math.max(
      0,
      ...subject.keywords.map((keyword) => {
        const key = normalize(keyword);
        return normalized.includes(key) ? subject.weight * key.trim().split(' ').length : 0;
      }),
    ),
  }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((match) => match.subject);
}

/**
 * Every question the offline adapter may ask for a topic, in the order it asks them: the
 * best-matching subject first, then templates about the topic itself, then the others.
 */
export function questionPool(rawTopic: string): string[] {
  const topic = topicWithoutFocusMarker(rawTopic);
  // Part 2 of the IELTS speaking test is cue cards alone: no part 1 or part 3 questions, no frames.
  if (isIeltsPart2Topic(topic)) return rotate(IELTS_CUE_CARDS, hash(topic));
  const hasSubject = !SUBJECTLESS_TOPICS.has(topic.toLowerCase());
  const subjects = hasSubject ? matchSubjects(topic) : [];
  const general = QUESTION_SUBJECTS.find((s) => s.name === 'job interview');
  const [best, ...others] = subjects;
  if (best !== undefined && EXAM_FORMATS.has(best.name)) {
    // An exam is a format, not a subject: after its own questions come the other exam's and everyday topics.
    const related = QUESTION_SUBJECTS.filter((s) => s !== best && (EXAM_FORMATS.has(s.name) || s.name === 'conversation'));
    return [...new Set([...rotate(best.questions, hash(topic)), ...related.flatMap((s) => s.questions)])];
  }
  const templated = hasSubject ? topicFrames(topic) : [];
  const pool = [
    ...(best ? rotate(best.questions, hash(topic)) : []),
    ...templated,
    ...others.flatMap((s) => s.questions),
    ...(general ? general.questions : []),
    // A session with no subject still needs twenty different questions.
    ...(hasSubject ? [] : QUESTION_SUBJECTS.filter((s) => GENERAL_EXTRAS.has(s.name)).flatMap((s) => s.questions)),
  ];
  return [...new Set(pool)];
}

/** Share of subject words two questions have in common above which they count as the same question. */
const NEAR_DUPLICATE = 0.8;
/** Only the latest questions are compared for near-duplicates, so the work per call stays bounded. */
const MAX_COMPARED = 200;

function questionWords(question: string): Set<string> {
  return new Set(contentTokens(question).map(stem));
}

/** Jaccard overlap of two word sets. */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared);
}

const normalizeQuestion = (q: string): string =>
  q
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The first question from `candidates` not asked before; numbered variants once all are used. */
export function firstUnasked(candidates: readonly string[], previous: readonly string[], topic: string): string {
  const asked = new Set(previous.map(normalizeQuestion));
  const askedWords = previous.slice(-MAX_COMPARED).map(questionWords);
  // Not the same question, and not nearly the same one in other words (the bank has overlaps across subjects).
  const fresh = candidates.find((q) => {
    if (asked.has(normalizeQuestion(q))) return false;
    const words = questionWords(q);
    return !askedWords.some((other) => overlap(words, other) >= NEAR_DUPLICATE);
  });
  if (fresh !== undefined) return fresh;
  // Long sessions outlast the bank: revisit questions from a new angle rather than repeat them.
  const subject = topicWithoutFocusMarker(topic) || 'this topic';
  for (let round = 2; ; round++) {
    for (const q of candidates) {
      const variant = `Round ${round} on ${subject}: answer again with a different example than before. ${q}`;
      if (!asked.has(normalizeQuestion(variant))) return variant;
    }
  }
}

export function pickDrillQuestion(topic: string, previous: readonly string[]): string {
  return firstUnasked(questionPool(topic), previous, topic);
}

function rotate<T>(items: readonly T[], by: number): T[] {
  const start = items.length === 0 ? 0 : by % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

/** A small stable hash, so the same topic always starts at the same question. */
function hash(text: string): number {
  let h = 0;
  for (const ch of text.toLowerCase()) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}
