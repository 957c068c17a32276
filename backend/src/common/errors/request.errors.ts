import { defineErrors, errorCodes, type ErrorCodeOf } from './domain-error.js';

export const RequestErrorCode = errorCodes({
  InvalidInput: ['INVALID_INPUT', 400],
  NotFound: ['NOT_FOUND', 404],
  UnsupportedMediaType: ['UNSUPPORTED_MEDIA_TYPE', 415],
});
export type RequestErrorCode = ErrorCodeOf<typeof RequestErrorCode>;

/** A request the API cannot act on as sent (bad input, unknown route); the text names what is wrong. */
export class RequestError extends defineErrors(RequestErrorCode) {
  constructor(code: RequestErrorCode, message: string) {
    super(code, message);
  }
}
