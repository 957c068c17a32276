import { AiError } from '../../src/ai/ai.errors.js';

/** The AiError a call to the AI port rejects with; anything else (or success) fails the test. */
export async function aiFailure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AiError)) throw new Error(`expected an AiError, got ${String(error)}`);
  return error;
}
