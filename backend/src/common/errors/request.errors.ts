import { DomainError } from './domain-error.js';

export enum RequestErrorCode {
  InvalidInput = 'invalid_input',
  NotFound = 'not_found',
}

/** A request the API cannot act on as sent (bad input, unknown route). */
export class RequestError extends DomainError<RequestErrorCode> {
  constructor(code: RequestErrorCode, message: string) {
    super(code, message);
  }

  get statusCode(): number {
    switch (this.code) {
      case RequestErrorCode.InvalidInput:
        return 400;
      case RequestErrorCode.NotFound:
        return 404;
    }
  }
}
