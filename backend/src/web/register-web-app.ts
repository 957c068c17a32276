import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface WebAppOptions {
  /** REMOTE_URL_<NAME> overrides, keyed by remote name (drill, scripts, ...). */
  remoteUrls: Record<string, string>;
  /** Folder holding shell/ and mfe-*\/ (default: the repository root). */
  webRoot?: string;
}

/** The six remotes; each is built into mfe-<name>/dist. */
export const REMOTE_NAMES = ['drill', 'scripts', 'meeting', 'dictionary', 'dashboard', 'admin'] as const;

// backend/src/web and backend/dist/web both sit three levels below the repository root.
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const NO_CACHE = 'no-cache';
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

/** Where the shell loads each remote from: the served default, unless REMOTE_URL_<NAME> says otherwise. */
export function remotesManifest(remoteUrls: Record<string, string>): Record<string, string> {
  const manifest: Record<string, string> = {};
  for (const name of REMOTE_NAMES) manifest[name] = `/remotes/${name}/mf-manifest.json`;
  return { ...manifest, ...remoteUrls };
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
export async function registerWebApp(fastify: FastifyInstance, { remoteUrls, webRoot = REPOSITORY_ROOT }: WebAppOptions): Promise<void> {
  for (const name of REMOTE_NAMES) {
    const root = join(webRoot, `mfe-${name}`, 'dist');
    if (!existsSync(root)) continue;
    await fastify.register(fastifyStatic, {
      root,
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
    void reply.header('Cache-Control', NO_CACHE).header('Access-Control-Allow-Origin', '*');
    return remotesManifest(remoteUrls);
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

  const serveShell = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isAppRoute(request.url)) return reply.sendFile('index.html');
    // A missing file falls through to the app's not-found handler (the JSON 404).
    return reply.sendFile(decodeURIComponent(request.url.split('?')[0] ?? '/'));
  };
  fastify.route({ method: ['GET', 'HEAD'], url: '/', handler: serveShell });
  fastify.route({ method: ['GET', 'HEAD'], url: '/*', handler: serveShell });
}
