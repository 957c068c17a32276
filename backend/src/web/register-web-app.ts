import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inlineScriptHashes, withScriptSources } from './inline-script-hashes.js';

export interface WebAppOptions {
  /** /remotes.json, read per request: overrides, else the live release, else the built-in build. */
  remotesManifest: () => Promise<Record<string, string>>;
  /** Published builds: /remotes/<name>/<version>/... is served from <remotesDir>/<name>/<version>/. */
  remotesDir: string;
  /** Sent with /remotes.json (X-Remote-Load-Timeout-Ms): how long the shell waits for a remote. */
  remoteLoadTimeoutMs: number;
  /** Folder holding shell/ and mfe-*\/ (default: the repository root). */
  webRoot?: string;
}

/** The six remotes; each is built into mfe-<name>/dist. */
export const REMOTE_NAMES = ['drill', 'scripts', 'meeting', 'dictionary', 'dashboard', 'admin'] as const;

// backend/src/web and backend/dist/web both sit three levels below the repository root.
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const NO_CACHE = 'no-cache';
/** How long the shell waits for a remote's manifest and entry (REMOTE_LOAD_TIMEOUT_MS). */
export const REMOTE_LOAD_TIMEOUT_HEADER = 'X-Remote-Load-Timeout-Ms';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Build outputs named with a content hash (main.82ea624d.js) never change. */
const HASHED_FILE = /\.[0-9a-f]{8}\.(?:js|css)$/;

/** The `.br`/`.gz` copy tools/precompress.mjs wrote beside a built file. */
const PRECOMPRESSED_COPY = /\.(?:br|gz)$/;

function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(basename(filePath).replace(PRECOMPRESSED_COPY, '')) ? IMMUTABLE : NO_CACHE;
}

/**
 * Headers every served build file gets. A precompressed copy (sent when the browser accepts
 * its encoding) varies by Accept-Encoding, as @fastify/compress marks what it compresses.
 */
function setFileHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
  if (PRECOMPRESSED_COPY.test(filePath)) res.setHeader('Vary', 'Accept-Encoding');
}

/** A client-side route (/, /scripts/new, ...) rather than a file (/main.1a2b3c4d.js). */
function isAppRoute(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return !basename(path).includes('.');
}

/**
 * Serves the built shell at `/` (SPA fallback for deep links), each remote's build under
 * `/remotes/<name>/` with CORS headers, and the run-time remotes manifest at `/remotes.json`.
 * Called once by the app factory after the API routes are registered; `/api/*` stays the
 * API's (its own catch-all answers unknown API paths with a JSON 404).
 */
export async function registerWebApp(fastify: FastifyInstance, { remotesManifest, remotesDir, remoteLoadTimeoutMs, webRoot = REPOSITORY_ROOT }: WebAppOptions): Promise<void> {
  for (const name of REMOTE_NAMES) {
    // /remotes/<name>/<file>: the build served with the app; /remotes/<name>/<version>/<file>:
    // a published version (every one stays served, for browsers that loaded it before a release).
    const published = join(remotesDir, name);
    mkdirSync(published, { recursive: true });
    const built = join(webRoot, `mfe-${name}`, 'dist');
    await fastify.register(fastifyStatic, {
      root: existsSync(built) ? [built, published] : [published],
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      index: false,
      // The build's .br/.gz copies (tools/precompress.mjs): no compression per request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // A shell on any origin may load a remote: manifests and chunks are fetched with CORS.
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        setFileHeaders(res, filePath);
      },
    });
  }

  fastify.get('/remotes.json', async (_request, reply) => {
    void reply
      .header('Cache-Control', NO_CACHE)
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Expose-Headers', REMOTE_LOAD_TIMEOUT_HEADER)
      .header(REMOTE_LOAD_TIMEOUT_HEADER, String(remoteLoadTimeoutMs));
    return remotesManifest();
  });

  const shellRoot = join(webRoot, 'shell', 'dist');
  if (!existsSync(join(shellRoot, 'index.html'))) {
    fastify.log.warn(`web app: ${shellRoot} has no index.html (build the shell); only the API is served`);
    return;
  }
  await fastify.register(fastifyStatic, {
    root: shellRoot,
    // Only decorates reply.sendFile: the route below decides between a file and index.html.
    serve: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: setFileHeaders,
  });

  // The page's inline start script (shell/rspack.config.ts) runs under the CSP by its hash.
  const startScriptSources = inlineScriptHashes(readFileSync(join(shellRoot, 'index.html'), 'utf8'));
  const sendPage = (reply: FastifyReply) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') void reply.header('content-security-policy', withScriptSources(policy, startScriptSources));
    return reply.sendFile('index.html');
  };

  const serveShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isAppRoute(path) || path === '/index.html') return sendPage(reply);
    // A missing file falls through to the app's not-found handler (the JSON 404).
    return reply.sendFile(decodeURIComponent(path));
  };
  fastify.route({ method: ['GET', 'HEAD'], url: '/', handler: serveShell });
  fastify.route({ method: ['GET', 'HEAD'], url: '/*', handler: serveShell });
}
