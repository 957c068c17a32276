/** The time caps a learner can put on each interview answer, in seconds (null: no limit). */
export const ANSWER_TIME_LIMITS = [null, 60, 120, 180] as const;
export type AnswerTimeLimit = (typeof ANSWER_TIME_LIMITS)[number];

const STORAGE_KEY = 'speakwell.answerTimeLimit';

/** 'Off', '1 minute', '2 minutes'. */
export function timeLimitLabel(limit: AnswerTimeLimit): string {
  if (limit === null) return 'Off';
  const minutes = limit / 60;
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The learner's chosen cap, kept in this browser between sessions. */
export function storedTimeLimit(): AnswerTimeLimit {
  try {
    const stored = Number(localStorage.getItem(STORAGE_KEY));
    return ANSWER_TIME_LIMITS.find((limit) => limit === stored) ?? null;
  } catch {
    return null;
  }
}

export function storeTimeLimit(limit: AnswerTimeLimit): void {
  try {
    if (limit === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, String(limit));
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

/** 75 seconds as '1:15'. */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
