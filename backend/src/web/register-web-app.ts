import type { FastifyInstance } from 'fastify';

export interface WebAppOptions {
  /** REMOTE_URL_<NAME> overrides, keyed by remote name (drill, scripts, ...). */
  remoteUrls: Record<string, string>;
}

/**
 * Serves the built shell at `/` (SPA fallback for deep links), each remote's build under
 * `/remotes/<name>/` with CORS headers, and the run-time remotes manifest at `/remotes.json`.
 * Called once by the app factory after the API routes are registered.
 */
export async function registerWebApp(_fastify: FastifyInstance, _options: WebAppOptions): Promise<void> {
  // Filled in by the shell work (issue 3).
}
