import { defineErrors } from './domain-error.js';

export enum RequestErrorCode {
  InvalidInput = 'INVALID_INPUT',
  NotFound = 'NOT_FOUND',
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
}

/** A request the API cannot act on as sent (bad input, unknown route); the text names what is wrong. */
export class RequestError extends defineErrors<RequestErrorCode>({
  [RequestErrorCode.InvalidInput]: { status: 400 },
  [RequestErrorCode.NotFound]: { status: 404 },
  [RequestErrorCode.UnsupportedMediaType]: { status: 415 },
}) {
  constructor(code: RequestErrorCode, message: string) {
    super(code, message);
  }
}
