import { AiError, AiErrorCode } from './ai.errors.js';

/** Bounds on user text sent to the AI; both adapters check them before doing any work. */
export const AI_LIMITS = {
  context: 20_000,
  answer: 10_000,
  question: 2_000,
  topic: 300,
  script: 50_000,
  word: 100,
} as const;

const format = (n: number): string => n.toLocaleString('en-US');

/** Rejects pasted context over the limit with a 400 that says how long it was. */
export function assertContextSize(context: string | undefined): void {
  if (context !== undefined && context.length > AI_LIMITS.context) {
    throw new AiError(
      AiErrorCode.ContextTooLong,
      `The context is too long (${format(context.length)} characters). Please keep it under ${format(AI_LIMITS.context)} characters.`,
    );
  }
}

/** Rejects any other user text over its limit; `label` names the field for the user. */
export function assertTextSize(label: string, text: string | undefined, limit: number): void {
  if (text !== undefined && text.length > limit) {
    throw new AiError(
      AiErrorCode.InputTooLong,
      `The ${label} is too long (${format(text.length)} characters). Please keep it under ${format(limit)} characters.`,
    );
  }
}

/** A word to define: trimmed, non-empty, short. Returns the trimmed word. */
export function requireWord(word: string): string {
  const trimmed = word.trim();
  if (trimmed.length === 0) {
    throw new AiError(AiErrorCode.InvalidInput, 'Please enter a word to define.');
  }
  assertTextSize('word', trimmed, AI_LIMITS.word);
  return trimmed;
}
