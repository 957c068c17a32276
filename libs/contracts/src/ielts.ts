import { topicWithoutFocusMarker } from './focus-mode.js';

// IELTS Speaking part 2: the candidate gets a cue card, has one minute to prepare (with notes)
// and then speaks for up to two minutes. A session on the topic "IELTS part 2" asks cue cards only.

export const IELTS_PART_2_TOPIC = 'IELTS part 2';
export const IELTS_PART_2_PREPARATION_SECONDS = 60;
export const IELTS_PART_2_SPEAKING_SECONDS = 120;

/** "IELTS part 2", "IELTS Speaking Part 2", "ielts part two", "IELTS cue cards" (any letter case). */
export function isIeltsPart2Topic(topic: string): boolean {
  const words = topicWithoutFocusMarker(topic).toLowerCase();
  return /\bielts\b/.test(words) && /\b(part\s*(2|two|ii)|cue\s*cards?)\b/.test(words);
}

/** A cue card: a "Describe ..." task with the points to cover ("You should say ..."). */
export function isCueCard(question: string): boolean {
  return /\bdescribe\b/i.test(question) && /\byou should say\b/i.test(question);
}

export interface CueCard {
  /** "Describe a book you have read that you found interesting." */
  task: string;
  /** What to say: "what the book was", "when you read it", ... */
  points: string[];
  /** The closing point, "and explain why you found it interesting." (empty when the card has none). */
  explain: string;
}

/**
 * A cue card written on one line ("Describe X. You should say a, b, c, and explain d.") laid out
 * as the card is printed; null for any other question.
 */
export function cueCardParts(question: string): CueCard | null {
  const match = /^(.*?)\s*You should say:?\s*(.+)$/is.exec(question.trim());
  if (!match || !isCueCard(question)) return null;
  const [, task = '', rest = ''] = match;
  const explainAt = rest.search(/,?\s*\band explain\b/i);
  const listed = explainAt >= 0 ? rest.slice(0, explainAt) : rest;
  const explain = explainAt >= 0 ? rest.slice(explainAt).replace(/^,?\s*/, '') : '';
  const points = listed
    .split(/\s*[,;]\s*|\s*\n\s*/)
    .map((point) =>
      point
        .replace(/^[-•]\s*/, '')
        .replace(/\.$/, '')
        .trim(),
    )
    .filter((point) => point.length > 0);
  if (!task || points.length === 0) return null;
  return { task, points, explain };
}
