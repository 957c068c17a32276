import type { FastifyRequest } from 'fastify';
import type { ReleasesService } from './releases.service.js';

/** How long a replica reuses what it read: every replica's CSP follows a release within this. */
const FRESH_MS = 1000;

function originsOf(urls: string[]): string[] {
  return urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin);
}

/**
 * The origins of remotes hosted elsewhere that the CSP allows: those of the live releases in the
 * database (so every replica allows the same, changed with no restart) and this replica's
 * REMOTE_URL_<NAME> development overrides. Read at most once a second, before securityHeadersHook writes the CSP.
 */
export class LiveRemoteOrigins {
  private origins: string[];
  private readAt = 0;
  private reading: Promise<void> | null = null;
  private readonly overrides: string[];

  constructor(
    private readonly releases: ReleasesService,
    remoteUrls: Record<string, string>,
  ) {
    this.overrides = originsOf(Object.values(remoteUrls));
    this.origins = this.overrides;
  }

  /** The allowed origins, space-separated (a CSP source list). */
  current(): string {
    return this.origins.join(' ');
  }

  /**
   * onRequest hook, registered before securityHeadersHook. Only the process's first request waits for the
   * read; later ones are answered with the origins as they are while a newer read runs (they
   * are then at most a second plus one read old). Waiting for it held every request that came
   * meanwhile behind the users' queries in a busy pool, readiness probes too: under load a
   * proxy took working replicas out.
   */
  readonly refresh = async (_request: FastifyRequest): Promise<void> => {
    if (Date.now() - this.readAt < FRESH_MS) return;
    const first = this.readAt === 0;
    this.reading ??= this.releases
      .externalOrigins()
      .then((origins) => {
        this.origins = [...new Set([...this.overrides, ...origins])];
        this.readAt = Date.now();
      })
      // The database being down must not fail every page: the last origins stay until it is back.
      .catch(() => undefined)
      .finally(() => {
        this.reading = null;
      });
    if (first) await this.reading;
  };
}
