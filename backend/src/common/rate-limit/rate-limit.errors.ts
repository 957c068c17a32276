import { defineErrors } from '../errors/domain-error.js';

export enum RateLimitErrorCode {
  TooManyAttempts = 'TOO_MANY_ATTEMPTS',
}

/** Answered as 429 with a Retry-After header (seconds). */
export class RateLimitError extends defineErrors<RateLimitErrorCode>({
  [RateLimitErrorCode.TooManyAttempts]: { status: 429, message: 'Too many attempts, please try again later.' },
}) {
  constructor(readonly retryAfterSeconds: number) {
    super(RateLimitErrorCode.TooManyAttempts);
  }
}
