import { RateLimitErrorCode } from '../common/rate-limit/rate-limit.errors.js';
import { AiErrorCode } from './ai.errors.js';

/** What any route that asks the AI provider may answer besides its own errors (for `@Route`'s `errors`). */
export const AI_CALL_ERRORS = [
  RateLimitErrorCode.TooManyAttempts,
  AiErrorCode.ProviderUnavailable,
  AiErrorCode.ProviderTimeout,
  AiErrorCode.ProviderBusy,
  AiErrorCode.ProviderFailed,
  AiErrorCode.ProviderRejected,
  AiErrorCode.BadProviderReply,
  AiErrorCode.InputTooLong,
] as const;
