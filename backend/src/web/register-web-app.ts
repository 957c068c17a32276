import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES } from '@speakwell/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServedFile } from '../releases/remote-file-store.js';
import { inlineScriptHashes, withScriptSources } from './inline-script-hashes.js';

/** /remotes.json for one request; `perUser` when a staged release makes it depend on who asks. */
export interface RemotesAnswer {
  manifest: Record<string, string>;
  perUser: boolean;
}

export interface WebAppOptions {
  /** /remotes.json, read per request: overrides, else the live release, else the built-in build. */
  remotesManifest: (request: FastifyRequest) => Promise<RemotesAnswer>;
  /** A published version's file (stored in PostgreSQL): /remotes/<name>/<version>/<path>. */
  publishedFile: (name: string, version: string, path: string, acceptEncoding: string) => Promise<ServedFile | undefined>;
  /** Sent with /remotes.json (X-Remote-Load-Timeout-Ms): how long the shell waits for a remote. */
  remoteLoadTimeoutMs: number;
  /** Folder holding shell/ and mfe-*\/ (default: the repository root). */
  webRoot?: string;
}

/** The six remotes; each is built into mfe-<name>/dist. */
export { REMOTE_NAMES };

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

/** The types a remote's build holds; anything else is sent as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** /remotes/<name>/<version>/...: a version is a semantic version, so built-in files (mf-manifest.json, independent-packages/) never match. */
const VERSION_PARAM = ':version(^\\d+\\.\\d+\\.\\d+[0-9A-Za-z.+-]*$)';

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
export async function registerWebApp(
  fastify: FastifyInstance,
  { remotesManifest, publishedFile, remoteLoadTimeoutMs, webRoot = REPOSITORY_ROOT }: WebAppOptions,
): Promise<void> {
  for (const name of REMOTE_NAMES) {
    // /remotes/<name>/<version>/<file>: a published version, from the database (every one stays
    // served, for browsers that loaded it before a release or a rollback).
    fastify.route<{ Params: { version: string; '*': string } }>({
      method: ['GET', 'HEAD'],
      url: `/remotes/${name}/${VERSION_PARAM}/*`,
      handler: async (request, reply) => {
        const path = request.params['*'];
        const file = await publishedFile(name, request.params.version, path, String(request.headers['accept-encoding'] ?? ''));
        if (!file) return reply.callNotFound();
        void reply
          .header('Content-Type', CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream')
          .header('Cache-Control', IMMUTABLE)
          .header('Access-Control-Allow-Origin', '*')
          .header('Cross-Origin-Resource-Policy', 'cross-origin');
        if (file.varies) void reply.header('Vary', 'Accept-Encoding');
        if (file.encoding) void reply.header('Content-Encoding', file.encoding);
        return reply.send(file.content);
      },
    });
    // /remotes/<name>/<file>: the build served with the app.
    const built = join(webRoot, `mfe-${name}`, 'dist');
    if (!existsSync(built)) continue;
    await fastify.register(fastifyStatic, {
      root: built,
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

  fastify.get('/remotes.json', async (request, reply) => {
    const { manifest, perUser } = await remotesManifest(request);
    void reply
      // During a staged release the answer depends on the signed-in user: private, per user.
      .header('Cache-Control', perUser ? 'private, no-cache' : NO_CACHE)
      .header('Vary', 'Authorization')
      .header('Access-Control-Allow-Origin', '*')
      .header('Access-Control-Expose-Headers', REMOTE_LOAD_TIMEOUT_HEADER)
      .header(REMOTE_LOAD_TIMEOUT_HEADER, String(remoteLoadTimeoutMs));
    return manifest;
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
