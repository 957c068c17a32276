import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  PermissionDeniedError,
  RateLimitError,
} from 'openai';
import { AiError, AiErrorCode } from '../ai.errors.js';

/**
 * Turns whatever the SDK threw into an AiError with a status and a text a user can act on.
 * `ranOutOfTime` covers runtimes where the SDK cannot recognise its own abort (an
 * AbortError from another realm reaches it as a plain connection error).
 */
export function toAiError(error: unknown, ranOutOfTime = false): AiError {
  if (error instanceof AiError) return error;
  // Timeout is a subclass of connection error, so it must be checked first.
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError || (ranOutOfTime && error instanceof APIConnectionError)) {
    return new AiError(AiErrorCode.ProviderTimeout, 'The AI service took too long to answer. Please try again.');
  }
  if (error instanceof APIConnectionError) {
    return new AiError(AiErrorCode.ProviderUnavailable, 'The AI service could not be reached. Please try again later.');
  }
  if (error instanceof RateLimitError) {
    return new AiError(AiErrorCode.ProviderBusy, 'The AI service is busy right now. Please try again in a minute.');
  }
  if (error instanceof AuthenticationError || error instanceof PermissionDeniedError) {
    return new AiError(AiErrorCode.ProviderRejected, 'The AI service refused the request because it is not configured correctly.');
  }
  if (error instanceof BadRequestError && isContextLengthError(error)) {
    return new AiError(AiErrorCode.ContextTooLong, 'The text is too long for the AI model. Please shorten the context or the answer.');
  }
  if (error instanceof APIError && error.status !== undefined && error.status < 500) {
    return new AiError(AiErrorCode.ProviderRejected, `The AI service rejected the request (status ${error.status}).`);
  }
  return new AiError(AiErrorCode.ProviderFailed, 'The AI service failed to answer. Please try again.');
}

function isContextLengthError(error: BadRequestError): boolean {
  return error.code === 'context_length_exceeded' || /context length|too many tokens|maximum context/i.test(error.message);
}
