import type { FastifyHelmetOptions } from '@fastify/helmet';
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
export function securityHeaders(config: AppConfig): FastifyHelmetOptions {
  const remoteOrigins = [...new Set(originsOf(Object.values(config.remoteUrls)))];
  const crossOrigin = remoteOrigins.length > 0 || config.corsOrigins.length > 0;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", `${GOOGLE_GSI}client`, ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_GSI}style`, ...remoteOrigins],
        frameSrc: [GOOGLE_GSI],
        connectSrc: ["'self'", GOOGLE_GSI, ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    // Google's sign-in popup must be able to talk back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Remote bundles and manifests may be fetched by a shell on another origin.
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
    strictTransportSecurity: config.isProduction ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  };
}
