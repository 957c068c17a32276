import { useState } from 'react';

/** Joins typed text and newly heard words with one space, keeping the typed text as typed (its trailing space too). */
function appendHeard(typed: string, heard: string): string {
  const words = heard.trim();
  if (!words) return typed;
  if (!typed.trim()) return words;
  return /\s$/.test(typed) ? `${typed}${words}` : `${typed} ${words}`;
}

/**
 * The one answer box: what the learner typed or corrected, followed by the recognizer's final
 * words that arrived since their last edit. An edit takes the whole box as the learner's text,
 * so later words are appended after it and nothing they changed is overwritten.
 */
export function useAnswerDraft(finalText: string) {
  const [typed, setTyped] = useState('');
  /** How much of the recognizer's final text is already inside `typed`. */
  const [taken, setTaken] = useState(0);
  const text = appendHeard(typed, finalText.slice(taken));
  return {
    text,
    /** The learner typed or corrected the box. */
    change(value: string) {
      setTyped(value);
      setTaken(finalText.length);
    },
    /** Empties the box (a new question, a discarded answer, a new answer after a rating). */
    clear() {
      setTyped('');
      setTaken(0);
    },
    /** Keeps the box as it is while the recognizer starts afresh (its final text back to ''). */
    keepForNewRecording() {
      setTyped(text);
      setTaken(0);
    },
    /**
     * The whole answer when recording stops: the box plus the recognizer's last words (the
     * pending interim ones included, as said). It stays in the box as the learner's text.
     */
    settle(heard: { finalText: string; interimText: string }): string {
      const answer = appendHeard(appendHeard(typed, heard.finalText.slice(taken)), heard.interimText);
      setTyped(answer);
      setTaken(Number.MAX_SAFE_INTEGER);
      return answer;
    },
  };
}

export type AnswerDraft = ReturnType<typeof useAnswerDraft>;
