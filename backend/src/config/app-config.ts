import type { AiConfig } from '../ai/ai.config.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface GoogleConfig {
  /** Unset: Google sign-in is off (the button is hidden, the endpoints answer 404). */
  clientId?: string;
  /** Set together with clientId: the redirect flow is on. */
  clientSecret?: string;
  jwksUrl: string;
  /** Absolute callback URL of the redirect flow; unset: derived from the request's host. */
  redirectUrl?: string;
  /** Google's OAuth endpoints for the redirect flow (GOOGLE_OAUTH_BASE_URL); set only by tests (a local fake Google). */
  oauthEndpoints?: { authorizationUrl: string; tokenUrl: string; userInfoUrl: string };
}

export interface RateLimit {
  points: number;
  windowSeconds: number;
}

export interface AppConfigValues {
  nodeEnv: string;
  port: number;
  host: string;
  /** Unset until main.ts has started the embedded PostgreSQL; createApp needs it set. */
  databaseUrl?: string;
  dataDir: string;
  embeddedPgPort: number;
  jwtSecret: string;
  /** Lifetime of a sign-in token (7 days). */
  jwtExpiresInSeconds: number;
  adminEmails: string[];
  google: GoogleConfig;
  ai: AiConfig;
  /** Origins allowed to call the API from another origin; empty: same origin only. */
  corsOrigins: string[];
  /** REMOTE_URL_<NAME> values keyed by lower-case name (REMOTE_URL_DRILL -> drill). */
  remoteUrls: Record<string, string>;
  /** How long the shell waits for a remote's manifest and entry before it shows the fallback. */
  remoteLoadTimeoutMs: number;
  /** Bytes of each replica's cache of per-user answers (common/owner-cache); 0 turns it off. */
  responseCacheBytes: number;
  redisUrl?: string;
  trustProxy: boolean;
  rateLimits: { auth: RateLimit; ai: RateLimit };
  logLevel: LogLevel;
  bodyLimitBytes: number;
  /** Set: GET /metrics needs it (Bearer, or Basic with it as password). */
  metricsToken?: string;
  /** Set: /api/docs and /api/docs-json need it (Bearer, or Basic with it as password). */
  apiDocsToken?: string;
  /** Set: /metrics and /api/docs* are served only on this port (metricsHost), not on the public one. */
  metricsPort?: number;
  /** Where the METRICS_PORT listener binds (METRICS_HOST, default 127.0.0.1). */
  metricsHost: string;
  /** Reported by /api/health (APP_VERSION, else package.json's version). */
  version: string;
  /** The API restarts an embedded PostgreSQL that died (EMBEDDED_PG_RESTART, default true). */
  embeddedPgRestart: boolean;
  /** After SIGTERM: readiness 503 and `Connection: close` for this long before the server closes (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  /** Most connections this process opens to PostgreSQL (DB_POOL_MAX). */
  dbPoolMax: number;
}

/**
 * The validated configuration, read once at boot. Injected by class:
 * `constructor(private readonly config: AppConfig) {}`.
 */
export class AppConfig implements AppConfigValues {
  readonly nodeEnv: string;
  readonly port: number;
  readonly host: string;
  readonly databaseUrl?: string;
  readonly dataDir: string;
  readonly embeddedPgPort: number;
  readonly jwtSecret: string;
  readonly jwtExpiresInSeconds: number;
  readonly adminEmails: string[];
  readonly google: GoogleConfig;
  readonly ai: AiConfig;
  readonly corsOrigins: string[];
  readonly remoteUrls: Record<string, string>;
  readonly remoteLoadTimeoutMs: number;
  readonly responseCacheBytes: number;
  readonly redisUrl?: string;
  readonly trustProxy: boolean;
  readonly rateLimits: { auth: RateLimit; ai: RateLimit };
  readonly logLevel: LogLevel;
  readonly bodyLimitBytes: number;
  readonly metricsToken?: string;
  readonly apiDocsToken?: string;
  readonly metricsPort?: number;
  readonly metricsHost: string;
  readonly version: string;
  readonly embeddedPgRestart: boolean;
  readonly shutdownDrainMs: number;
  readonly dbPoolMax: number;

  constructor(values: AppConfigValues) {
    Object.assign(this, values);
    Object.freeze(this);
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }

  /** A copy with some values replaced (tests, and main.ts once the database URL is known). */
  with(overrides: Partial<AppConfigValues>): AppConfig {
    return new AppConfig({ ...this.values(), ...overrides });
  }

  values(): AppConfigValues {
    return { ...this };
  }

  isAdminEmail(email: string): boolean {
    return this.adminEmails.includes(email.trim().toLowerCase());
  }
}
