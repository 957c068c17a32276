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

/** The input of a question to ask: the pasted context and the topic (drill and Focus Mode questions). */
export function assertQuestionInput(input: { context?: string; topic: string }): void {
  assertContextSize(input.context);
  assertTextSize('topic', input.topic, AI_LIMITS.topic);
}

/** The input about a question asked: the pasted context and the question (tips, meeting answers). */
export function assertAskedInput(input: { context?: string; question: string }): void {
  assertContextSize(input.context);
  assertTextSize('question', input.question, AI_LIMITS.question);
}

/** The input of an answer to rate: its question with the context, and the answer. */
export function assertAnswerInput(input: { context?: string; question: string; answer: string }): void {
  assertAskedInput(input);
  assertTextSize('answer', input.answer, AI_LIMITS.answer);
}

/** The input of a shadowing run: the script and what was heard. */
export function assertShadowingInput(input: { scriptContent: string; spokenText: string }): void {
  assertTextSize('script', input.scriptContent, AI_LIMITS.script);
  assertTextSize('spoken text', input.spokenText, AI_LIMITS.script);
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
