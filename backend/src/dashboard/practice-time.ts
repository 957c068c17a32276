/** A relaxed speaking pace, words per minute, for answers and for reading a script aloud. */
export const SPEAKING_WORDS_PER_MINUTE = 130;

/**
 * Time around each drill answer that the words do not show: reading the question and
 * thinking before speaking. Half a minute is a conservative guess; the time spent on tips
 * and feedback is not counted at all.
 */
export const MINUTES_PER_DRILL_FOR_READING_AND_THINKING = 0.5;

/**
 * Characters per spoken English word, the space included (words average about 4.7 letters).
 * Answers are counted in characters, which the database reads without unpacking long text.
 */
export const CHARACTERS_PER_WORD = 6;

export interface PracticeVolume {
  answeredDrills: number;
  /** Characters in the answers of the answered drills. */
  answerCharacters: number;
  /** Words spoken in script shadowing runs (their spoken_word_count). */
  shadowingWords: number;
}

/**
 * Estimated practice time in whole minutes:
 *   (answer characters / 6 per word) / 130 wpm + answered drills x 0.5 min
 *   + shadowing runs' spoken words / 130 wpm.
 * Speaking time comes from the words actually said, so a one-word answer counts as seconds,
 * not as a full drill.
 */
export function estimatePracticeMinutes({ answeredDrills, answerCharacters, shadowingWords }: PracticeVolume): number {
  const speaking = (answerCharacters / CHARACTERS_PER_WORD + shadowingWords) / SPEAKING_WORDS_PER_MINUTE;
  return Math.round(speaking + answeredDrills * MINUTES_PER_DRILL_FOR_READING_AND_THINKING);
}
