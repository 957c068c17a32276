// The plain values and rules the screens use while they render. No zod here: browser code
// imports this file alone (`@speakwell/contracts/values`), so a first render does not load the
// schemas; index.ts re-exports it for everything else.

export * from './focus-mode.js';
export * from './ielts.js';

/** The title a script saved without one gets. */
export const DEFAULT_SCRIPT_TITLE = 'Untitled Script';
/** The most characters one drill answer may have (the AI port's limit, backend/src/ai/ai.limits.ts). */
export const MAX_ANSWER_LENGTH = 10_000;
/** The most characters a script's content may have. */
export const MAX_SCRIPT_LENGTH = 100_000;
/** The title a meeting started without one gets. */
export const DEFAULT_MEETING_TITLE = 'Untitled Meeting';
/** The most recognition result times one answer's delivery may carry. */
export const MAX_RESULT_TIMES = 5000;
