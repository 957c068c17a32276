import { DomainError } from '../errors/domain-error.js';

export enum RateLimitErrorCode {
  TooManyAttempts = 'too_many_attempts',
}

/** Answered as 429 with a Retry-After header (seconds). */
export class RateLimitError extends DomainError<RateLimitErrorCode> {
  constructor(readonly retryAfterSeconds: number) {
    super(RateLimitErrorCode.TooManyAttempts, 'Too many attempts, please try again later.');
  }

  get statusCode(): number {
    switch (this.code) {
      case RateLimitErrorCode.TooManyAttempts:
        return 429;
    }
  }
}
