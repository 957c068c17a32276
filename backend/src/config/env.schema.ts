import { REMOTE_LOAD_TIMEOUT_DEFAULT_MS } from '@speakwell/contracts';
import { z } from 'zod';

const DEFAULT_GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVS = ['development', 'production', 'test'] as const;

const int = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  );

const emailList = commaList.pipe(z.array(z.email({ error: 'must be comma-separated email addresses' }).transform((email) => email.toLowerCase())));

/** A browser origin: scheme, host and optional port, nothing else. */
const origin = z.string().refine(
  (value) => {
    try {
      return new URL(value).origin === value.replace(/\/$/, '');
    } catch {
      return false;
    }
  },
  { error: 'must be comma-separated origins such as https://app.example.com' },
);

const boolean = z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }).transform((value) => ['true', '1', 'yes'].includes(value));

/** Every variable the API reads (names fixed, see .env.example). Empty strings count as unset. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` }).default('development'),
  PORT: int(1, 65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().optional(),
  EMBEDDED_PG_PORT: int(1, 65535).default(54320),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ADMIN_EMAILS: emailList,
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_JWKS_URL: httpUrl.default(DEFAULT_GOOGLE_JWKS_URL),
  GOOGLE_REDIRECT_URL: httpUrl.optional(),
  GOOGLE_OAUTH_BASE_URL: httpUrl.optional(),
  AI_PROVIDER: z.enum(['openai', 'offline'], { error: 'must be openai or offline' }).optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: httpUrl.optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_TRANSCRIPTION_MODEL: z.string().default('whisper-1'),
  AI_TIMEOUT_MS: int(100, 600_000).default(30_000),
  CORS_ORIGINS: commaList.pipe(z.array(origin)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  TRUST_PROXY: boolean.default(false),
  RATE_LIMIT_AUTH_POINTS: int(1, 1_000_000).default(10),
  RATE_LIMIT_AUTH_WINDOW_S: int(1, 86_400).default(60),
  RATE_LIMIT_AI_POINTS: int(1, 1_000_000).default(30),
  RATE_LIMIT_AI_WINDOW_S: int(1, 86_400).default(60),
  REMOTE_LOAD_TIMEOUT_MS: int(500, 120_000).default(REMOTE_LOAD_TIMEOUT_DEFAULT_MS),
  RESPONSE_CACHE_MB: int(0, 4096).default(64),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  BODY_LIMIT_BYTES: int(1024, 100 * 1024 * 1024).default(1024 * 1024),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  API_DOCS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  METRICS_PORT: int(1, 65_535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  APP_VERSION: z.string().optional(),
  EMBEDDED_PG_RESTART: boolean.default(true),
  SHUTDOWN_DRAIN_MS: int(0, 600_000).default(10_000),
  DB_POOL_MAX: int(1, 1000).default(10),
});
export type Env = z.infer<typeof EnvSchema>;

/** Rules between variables, checked on the raw values so they are reported with the others. */
export function crossVariableProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) problems.push('JWT_SECRET: is required when NODE_ENV=production');
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === (env.PORT ?? '3000')) problems.push('METRICS_PORT: must differ from PORT');
  if (env.GOOGLE_CLIENT_SECRET && !env.GOOGLE_CLIENT_ID) problems.push('GOOGLE_CLIENT_SECRET: needs GOOGLE_CLIENT_ID as well');
  if (env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL)
    problems.push('AI_PROVIDER: openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local server)');
  return problems;
}

/** REMOTE_URL_<NAME> values: a URL, or a path on this origin. */
export const RemoteUrl = z.string().refine((value) => value.startsWith('/') || httpUrl.safeParse(value).success, {
  error: 'must be an http(s) URL or a path starting with /',
});
