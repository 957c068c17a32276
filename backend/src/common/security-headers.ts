import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.js';

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

function originsOf(urls: string[]): string[] {
  return urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin);
}

/**
 * Security headers for the API and the web app it serves. The CSP lets the app load its own
 * scripts, remotes hosted elsewhere (REMOTE_URL_*), and Google Identity Services (script,
 * button iframe, style); inline styles stay allowed for the UI libraries.
 */
/** The microphone for the app's own origin only (shadowing, drills); the rest of these off. */
export const PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), display-capture=()';

/**
 * onSend hook: every response gets the Permissions-Policy, and API answers (user data, tokens)
 * are never stored by a browser or proxy cache unless a route set its own Cache-Control.
 */
export async function responseHeaders(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  setResponseHeaders(request, reply);
}

/** What responseHeaders sets, for a reply written around the onSend hooks (server-sent events). */
export function setResponseHeaders(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
}

/**
 * `liveRemoteOrigins`: the origins of remotes hosted elsewhere, read per response (the live
 * releases in the database and REMOTE_URL_* overrides, releases/live-remote-origins.ts).
 */
export function securityHeaders(config: AppConfig, liveRemoteOrigins?: () => string): FastifyHelmetOptions {
  const staticOrigins = [...new Set(originsOf(Object.values(config.remoteUrls)))];
  // A directive's sources with the remotes' origins after them; read per response when live
  // (one value, so an empty list leaves no stray space: the same header the static form gives).
  const withRemotes = (...sources: string[]): Array<string | (() => string)> =>
    liveRemoteOrigins ? [() => [...sources, liveRemoteOrigins()].filter(Boolean).join(' ')] : [...sources, ...staticOrigins];
  const crossOrigin = originsOf(Object.values(config.remoteUrls)).length > 0 || config.corsOrigins.length > 0;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: withRemotes("'self'", `${GOOGLE_GSI}client`),
        styleSrc: withRemotes("'self'", "'unsafe-inline'", `${GOOGLE_GSI}style`),
        frameSrc: [GOOGLE_GSI],
        connectSrc: withRemotes("'self'", GOOGLE_GSI),
        // No remote images: a markdown image in AI text cannot call out to another server.
        imgSrc: withRemotes("'self'", 'data:'),
        fontSrc: withRemotes("'self'", 'data:'),
        workerSrc: ["'self'", 'blob:'],
        // A recorded answer is replayed from this browser's own storage, as a blob: URL.
        mediaSrc: ["'self'", 'blob:'],
      },
    },
    // Google's sign-in popup must be able to talk back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Remote bundles and manifests may be fetched by a shell on another origin.
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
    strictTransportSecurity: config.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  };
}

/** What helmet does to a response with these options: the headers it sets (in its order and letter case) and those it removes. */
export interface HelmetHeaders {
  set: Array<[name: string, value: string]>;
  removed: string[];
}

export function helmetHeaders(options: FastifyHelmetOptions): HelmetHeaders {
  const set = new Map<string, [string, string]>();
  const removed = new Set<string>();
  const response = {
    setHeader: (name: string, value: unknown) => {
      set.set(name.toLowerCase(), [name, String(value)]);
      removed.delete(name.toLowerCase());
    },
    removeHeader: (name: string) => {
      set.delete(name.toLowerCase());
      removed.add(name);
    },
  };
  helmet(options as Parameters<typeof helmet>[0])({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return { set: [...set.values()], removed: [...removed] };
}

/**
 * onRequest hook: the security headers (securityHeaders' options) on every reply, as
 * @fastify/helmet set them, but worked out once per value of the live remote origins instead of
 * on each request (@fastify/helmet built helmet's middleware and the CSP anew for every reply).
 */
export function securityHeadersHook(config: AppConfig, liveRemoteOrigins: () => string): onRequestHookHandler {
  let origins: string | undefined;
  let headers: HelmetHeaders = { set: [], removed: [] };
  return (_request, reply, done) => {
    const now = liveRemoteOrigins();
    if (now !== origins) {
      headers = helmetHeaders(securityHeaders(config, () => now));
      origins = now;
    }
    const raw = reply.raw;
    for (const [name, value] of headers.set) raw.setHeader(name, value);
    for (const name of headers.removed) raw.removeHeader(name);
    done();
  };
}
