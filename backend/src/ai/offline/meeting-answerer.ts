import { expandRelated } from '../text/related-terms.js';
import { splitSentences } from '@speakwell/words';
import { contentTokens, stem, subjectStems } from '../text/words.js';

/**
 * Answers a meeting question from the pasted context: the sentences that share the most
 * with the question, in their original order, said in the first person. When nothing in
 * the context relates, it says so instead of inventing an answer.
 */
const MAX_SENTENCES = 3;

export function answerFromContext(context: string, question: string): string {
  const questionStems = subjectStems(question);
  const related = expandRelated(questionStems);
  const sentences = splitSentences(context.replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s*/gm, ''));
  const ranked = sentences
    .map((sentence, index) => {
      const stems = new Set(contentTokens(sentence).map(stem));
      let score = 0;
      for (const s of stems) score += questionStems.has(s) ? 1 : related.has(s) ? 0.4 : 0;
      return { sentence, index, score };
    })
    .filter((s) => s.score >= 1)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_SENTENCES)
    .sort((a, b) => a.index - b.index);

  if (ranked.length === 0) {
    return "That's a good question. I don't have the details on that in front of me, so rather than guess, I'll check and follow up with you after the meeting.";
  }
  const [first, ...rest] = ranked.map((r) => endWithStop(r.sentence));
  // Notes written as "We shipped..." already sound spoken; bare notes get one lead-in.
  const opening = /^(i|we|our|my)\b/i.test(first) ? first : `Based on what we have, ${lowerFirstWord(first)}`;
  return ['Good question.', opening, ...rest, "I'm happy to go into more detail on any of that."].join(' ');
}

function lowerFirstWord(sentence: string): string {
  // Keep acronyms and names ("Q3", "API", "Maria Lopez") as written.
  return /^[A-Z][a-z]+\b/.test(sentence) && !/^[A-Z][a-z]+\s+[A-Z]/.test(sentence) ? sentence.charAt(0).toLowerCase() + sentence.slice(1) : sentence;
}

const endWithStop = (s: string): string => (/[.!?]$/.test(s) ? s : `${s}.`);
