import { defineErrors, errorCodes } from '../errors/domain-error.js';

export const RateLimitErrorCode = errorCodes({
  TooManyAttempts: ['TOO_MANY_ATTEMPTS', 429, 'Too many attempts, please try again later.'],
});

/** Answered as 429 with a Retry-After header (seconds). */
export class RateLimitError extends defineErrors(RateLimitErrorCode) {
  constructor(readonly retryAfterSeconds: number) {
    super(RateLimitErrorCode.TooManyAttempts);
  }
}
