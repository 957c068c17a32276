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
