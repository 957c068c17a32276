import { defineErrors } from '../common/errors/domain-error.js';

export enum AiErrorCode {
  ProviderUnavailable = 'AI_PROVIDER_UNAVAILABLE',
  ProviderTimeout = 'AI_PROVIDER_TIMEOUT',
  ProviderBusy = 'AI_PROVIDER_BUSY',
  ProviderFailed = 'AI_PROVIDER_FAILED',
  ProviderRejected = 'AI_PROVIDER_REJECTED',
  BadProviderReply = 'AI_BAD_PROVIDER_REPLY',
  ContextTooLong = 'AI_CONTEXT_TOO_LONG',
  InputTooLong = 'AI_INPUT_TOO_LONG',
  InvalidInput = 'AI_INVALID_INPUT',
  UnknownWord = 'AI_UNKNOWN_WORD',
}

/** Every failure of the AI port; the text, given where it is thrown, is shown to the user as `{ error }`. */
export class AiError extends defineErrors<AiErrorCode>({
  // The provider could not be reached in time: worth retrying later.
  [AiErrorCode.ProviderUnavailable]: { status: 503 },
  [AiErrorCode.ProviderTimeout]: { status: 503 },
  [AiErrorCode.ProviderBusy]: { status: 503 },
  // The provider answered, but with a failure or with something we cannot use.
  [AiErrorCode.ProviderFailed]: { status: 502 },
  [AiErrorCode.ProviderRejected]: { status: 502 },
  [AiErrorCode.BadProviderReply]: { status: 502 },
  [AiErrorCode.ContextTooLong]: { status: 400 },
  [AiErrorCode.InputTooLong]: { status: 400 },
  [AiErrorCode.InvalidInput]: { status: 400 },
  [AiErrorCode.UnknownWord]: { status: 404 },
}) {
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
