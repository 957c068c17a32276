import { cleanTopic, tokenize } from '../text/words.js';
import { QUESTION_SUBJECTS, TOPIC_TEMPLATES, type QuestionSubject } from './question-bank.js';

/** Topics that carry no subject (the drill's default names), so the general bank is used. */
const SUBJECTLESS_TOPICS = new Set(['', 'focused session', 'practice session', 'general', 'anything']);

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
  const topic = cleanTopic(rawTopic);
  const hasSubject = !SUBJECTLESS_TOPICS.has(topic.toLowerCase());
  const subjects = hasSubject ? matchSubjects(topic) : [];
  const general = QUESTION_SUBJECTS.find((s) => s.name === 'job interview');
  const templated = hasSubject ? TOPIC_TEMPLATES.map((t) => t.replaceAll('{topic}', topic)) : [];
  const [best, ...others] = subjects;
  const pool = [
    ...(best ? rotate(best.questions, hash(topic)) : []),
    ...templated,
    ...others.flatMap((s) => s.questions),
    ...(general ? general.questions : []),
  ];
  return [...new Set(pool)];
}

const normalizeQuestion = (q: string): string => q.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** The first question from `candidates` not asked before; numbered variants once all are used. */
export function firstUnasked(candidates: readonly string[], previous: readonly string[], topic: string): string {
  const asked = new Set(previous.map(normalizeQuestion));
  const fresh = candidates.find((q) => !asked.has(normalizeQuestion(q)));
  if (fresh !== undefined) return fresh;
  // Long sessions outlast the bank: revisit questions from a new angle rather than repeat them.
  const subject = cleanTopic(topic) || 'this topic';
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
