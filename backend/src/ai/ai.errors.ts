import { DomainError } from '../common/errors/domain-error.js';

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

/** Every failure of the AI port; `message` is shown to the user as `{ error }`. */
export class AiError extends DomainError<AiErrorCode> {
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

  get statusCode(): number {
    switch (this.code) {
      // The provider could not be reached in time: worth retrying later.
      case AiErrorCode.ProviderUnavailable:
      case AiErrorCode.ProviderTimeout:
      case AiErrorCode.ProviderBusy:
        return 503;
      // The provider answered, but with a failure or with something we cannot use.
      case AiErrorCode.ProviderFailed:
      case AiErrorCode.ProviderRejected:
      case AiErrorCode.BadProviderReply:
        return 502;
      case AiErrorCode.ContextTooLong:
      case AiErrorCode.InputTooLong:
      case AiErrorCode.InvalidInput:
        return 400;
      case AiErrorCode.UnknownWord:
        return 404;
      default:
        return assertNever(this.code);
    }
  }

  static unknownWord(word: string, suggestions: readonly string[] = []): AiError {
    return new AiError(AiErrorCode.UnknownWord, `We couldn't find a definition for '${word}'.`, suggestions);
  }
}

function assertNever(code: never): never {
  throw new Error(`Unhandled AI error code: ${String(code)}`);
}
