import { defineErrors, errorCodes, type ErrorCodeOf } from '../common/errors/domain-error.js';

export const AiErrorCode = errorCodes({
  // The provider could not be reached in time: worth retrying later.
  ProviderUnavailable: ['AI_PROVIDER_UNAVAILABLE', 503],
  ProviderTimeout: ['AI_PROVIDER_TIMEOUT', 503],
  ProviderBusy: ['AI_PROVIDER_BUSY', 503],
  // The provider answered, but with a failure or with something we cannot use.
  ProviderFailed: ['AI_PROVIDER_FAILED', 502],
  ProviderRejected: ['AI_PROVIDER_REJECTED', 502],
  BadProviderReply: ['AI_BAD_PROVIDER_REPLY', 502],
  ContextTooLong: ['AI_CONTEXT_TOO_LONG', 400],
  InputTooLong: ['AI_INPUT_TOO_LONG', 400],
  InvalidInput: ['AI_INVALID_INPUT', 400],
  UnknownWord: ['AI_UNKNOWN_WORD', 404],
});
export type AiErrorCode = ErrorCodeOf<typeof AiErrorCode>;

/** Every failure of the AI port; the text, given where it is thrown, is shown to the user as `{ error }`. */
export class AiError extends defineErrors(AiErrorCode) {
  constructor(
    code: AiErrorCode,
    message: string,
    /** Spellings to offer for an unknown word ("Did you mean ...?"). */
    readonly suggestions: readonly string[] = [],
  ) {
    super(code, message);
  }

  override get extraBody(): { suggestions?: string[] } {
    return this.code === AiErrorCode.UnknownWord ? { suggestions: [...this.suggestions] } : {};
  }

  static unknownWord(word: string, suggestions: readonly string[] = []): AiError {
    return new AiError(AiErrorCode.UnknownWord, `We couldn't find a definition for '${word}'.`, suggestions);
  }
}
