/** A remote could not be loaded (server down, bad manifest, not listed in /remotes.json). */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly remote: string,
    options?: { cause?: unknown },
  ) {
    super(`The "${remote}" remote could not be loaded`, options);
  }
}

/** A remote built against a newer shared singleton (React, the router, ...) than this page has. */
export class IncompatibleRemoteError extends RemoteUnavailableError {
  constructor(
    remote: string,
    /** The shared package, e.g. react. */
    readonly pkg: string,
    /** What the remote needs, e.g. ^20.0.0. */
    readonly needs: string,
    /** What this page has loaded, e.g. 19.2.0. */
    readonly has: string,
    options?: { cause?: unknown },
  ) {
    super(remote, options);
    this.message = `The "${remote}" remote needs ${pkg} ${needs}; this page has ${has}`;
  }
}

const SINGLETON_MISMATCH = /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/;

/** The federation runtime's strictVersion failure, read as what the remote needs; else null. */
export function incompatibleSingleton(remote: string, error: unknown): IncompatibleRemoteError | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const match = SINGLETON_MISMATCH.exec(cause.message);
    if (match) return new IncompatibleRemoteError(remote, match[2] ?? '', match[3] ?? '', match[1] ?? '', { cause: error });
  }
  return null;
}

/**
 * Whether `error` is a RemoteUnavailableError, by its name: the federation runtime plugin that
 * makes most of them may be bundled with its own copy of this module, so `instanceof` can miss.
 */
export function isRemoteUnavailable(error: unknown): error is RemoteUnavailableError {
  return error instanceof Error && error.name === 'RemoteUnavailableError' && 'remote' in error;
}

/** The IncompatibleRemoteError in `error`, whichever copy of this module made it; else null. */
export function asIncompatible(error: unknown): IncompatibleRemoteError | null {
  return isRemoteUnavailable(error) && 'pkg' in error && 'needs' in error && 'has' in error ? (error as IncompatibleRemoteError) : null;
}
