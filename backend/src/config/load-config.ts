import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { AppConfig, type AppConfigValues } from './app-config.js';
import { REMOTE_NAMES } from '../web/register-web-app.js';
import { crossVariableProblems, EnvSchema, RemoteUrl } from './env.schema.js';

const REMOTE_URL_PREFIX = 'REMOTE_URL_';
const JWT_SECRET_FILE = 'jwt-secret';

/** Bad configuration: the message lists every problem, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type ParsedConfig = Omit<AppConfigValues, 'jwtSecret'> & { jwtSecret?: string };

/** The monorepo root (the folder whose package.json declares workspaces), so DATA_DIR defaults to <root>/.data. */
export function findRepoRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

function issuesToProblems(issues: z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const name = issue.path.length > 0 ? String(issue.path[0]) : 'environment';
    return `${name}: ${issue.message}`;
  });
}

/** Validates the environment; pure (no files touched). Throws ConfigError listing every problem. */
export function parseConfig(env: NodeJS.ProcessEnv, repoRoot = findRepoRoot()): ParsedConfig {
  // An empty variable (`PORT=`) means "use the default", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const problems: string[] = [];

  const remoteUrls: Record<string, string> = {};
  for (const [key, value] of Object.entries(present)) {
    if (!key.startsWith(REMOTE_URL_PREFIX) || value === undefined) continue;
    const name = key.slice(REMOTE_URL_PREFIX.length).toLowerCase().replace(/_/g, '-');
    const url = RemoteUrl.safeParse(value.trim());
    if (name === '') problems.push(`${key}: needs a remote name after ${REMOTE_URL_PREFIX}`);
    else if (!(REMOTE_NAMES as readonly string[]).includes(name))
      problems.push(`${key}: unknown remote "${name}" (known: ${REMOTE_NAMES.map((known) => REMOTE_URL_PREFIX + known.toUpperCase()).join(', ')})`);
    else if (!url.success) problems.push(...issuesToProblems(url.error.issues).map((problem) => problem.replace(/^environment/, key)));
    else remoteUrls[name] = url.data;
  }

  const parsed = EnvSchema.safeParse(present);
  problems.unshift(...(parsed.success ? [] : issuesToProblems(parsed.error.issues)), ...crossVariableProblems(present));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);

  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ? resolve(e.DATA_DIR) : join(repoRoot, '.data'),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresInSeconds: 7 * 24 * 60 * 60,
    adminEmails: e.ADMIN_EMAILS,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      jwksUrl: e.GOOGLE_JWKS_URL,
      redirectUrl: e.GOOGLE_REDIRECT_URL,
      ...(e.GOOGLE_OAUTH_BASE_URL && { oauthEndpoints: oauthEndpointsAt(e.GOOGLE_OAUTH_BASE_URL) }),
    },
    ai: {
      provider: e.AI_PROVIDER ?? (e.OPENAI_API_KEY ? 'openai' : 'offline'),
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.OPENAI_MODEL,
      transcriptionModel: e.OPENAI_TRANSCRIPTION_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    corsOrigins: e.CORS_ORIGINS.map((value) => value.replace(/\/$/, '')),
    remoteUrls,
    remoteLoadTimeoutMs: e.REMOTE_LOAD_TIMEOUT_MS,
    responseCacheBytes: e.RESPONSE_CACHE_MB * 1024 * 1024,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      auth: { points: e.RATE_LIMIT_AUTH_POINTS, windowSeconds: e.RATE_LIMIT_AUTH_WINDOW_S },
      ai: { points: e.RATE_LIMIT_AI_POINTS, windowSeconds: e.RATE_LIMIT_AI_WINDOW_S },
    },
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    metricsToken: e.METRICS_TOKEN,
    apiDocsToken: e.API_DOCS_TOKEN,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    version: e.APP_VERSION ?? packageVersion(repoRoot),
    embeddedPgRestart: e.EMBEDDED_PG_RESTART,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    dbPoolMax: e.DB_POOL_MAX,
  };
}

/** Google's redirect-flow endpoints under one base URL (a local stand-in for Google in tests), at Google's own paths. */
function oauthEndpointsAt(base: string): { authorizationUrl: string; tokenUrl: string; userInfoUrl: string } {
  const root = base.replace(/\/$/, '');
  return { authorizationUrl: `${root}/o/oauth2/v2/auth`, tokenUrl: `${root}/oauth2/v4/token`, userInfoUrl: `${root}/oauth2/v3/userinfo` };
}

/** The version in the repository's package.json (APP_VERSION overrides it, e.g. a git tag). */
function packageVersion(repoRoot: string): string {
  try {
    const manifest: unknown = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
    if (typeof manifest === 'object' && manifest !== null && 'version' in manifest && typeof manifest.version === 'string') return manifest.version;
  } catch {
    // No readable package.json (tests with a made-up root): unknown version.
  }
  return 'unknown';
}

/**
 * The JWT secret outside production when none is configured: generated once and kept in
 * DATA_DIR, so tokens survive restarts of a local install.
 */
export function readOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Config for the running API: validated environment plus a JWT secret from DATA_DIR if none is set. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = parseConfig(env);
  return new AppConfig({ ...parsed, jwtSecret: parsed.jwtSecret ?? readOrCreateJwtSecret(parsed.dataDir) });
}
