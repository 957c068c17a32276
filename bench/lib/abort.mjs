/** Set when the user presses Ctrl-C (or the bench is terminated): long steps stop early. */
export const stopping = new AbortController();

export class Interrupted extends Error {
  constructor() {
    super('interrupted');
    this.name = 'Interrupted';
  }
}

/** Throws once stopping has begun, so a loop does not start its next step. */
export function checkNotStopping() {
  if (stopping.signal.aborted) throw new Interrupted();
}
