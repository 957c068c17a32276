import { UnavailableError, UnavailableErrorCode } from '../common/errors/unavailable.errors.js';

/**
 * Where this process is in a graceful stop, read by readiness, the HTTP hooks and long answers
 * (the feedback stream): `draining` (readiness 503, every answer `Connection: close`, requests
 * still served) and then `cut` (the drain period is over: unfinished long work ends now).
 */
export class Drain {
  private draining = false;
  private readonly cut = new AbortController();

  get isDraining(): boolean {
    return this.draining;
  }

  /** Aborted when the drain period ends, with a 503 UnavailableError (ShuttingDown) as its reason. */
  get cutSignal(): AbortSignal {
    return this.cut.signal;
  }

  start(): void {
    this.draining = true;
  }

  cutOff(): void {
    this.draining = true;
    if (!this.cut.signal.aborted) this.cut.abort(new UnavailableError(UnavailableErrorCode.ShuttingDown));
  }
}

/** `work`, or a rejection with the signal's reason as soon as it is aborted (work itself goes on unseen). */
export function unlessCut<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => undefined);
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
