import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvSchema } from './env.schema.js';
import { ConfigError, findRepoRoot, loadConfig, parseConfig } from './load-config.js';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    parseConfig(env, '/repo');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('parseConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = parseConfig({}, '/repo');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: '/repo/.data',
      embeddedPgPort: 54320,
      adminEmails: [],
      corsOrigins: [],
      remoteUrls: {},
      logLevel: 'info',
      bodyLimitBytes: 1024 * 1024,
      google: { clientId: undefined, jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' },
      ai: { provider: 'offline', model: 'gpt-4o-mini', timeoutMs: 30_000 },
    });
  });

  it('reads lists, remote URLs and the AI settings', () => {
    const config = parseConfig(
      {
        ADMIN_EMAILS: ' Boss@Example.com , second@example.com,',
        CORS_ORIGINS: 'https://a.example.com, http://localhost:4200/',
        REMOTE_URL_DRILL: 'https://cdn.example.com/drill/mf-manifest.json',
        REMOTE_URL_SCRIPTS: '/remotes/scripts/mf-manifest.json',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: 'http://localhost:11434/v1',
        AI_TIMEOUT_MS: '5000',
        PORT: '',
      },
      '/repo',
    );
    expect(config.adminEmails).toEqual(['boss@example.com', 'second@example.com']);
    expect(config.corsOrigins).toEqual(['https://a.example.com', 'http://localhost:4200']);
    expect(config.remoteUrls).toEqual({ drill: 'https://cdn.example.com/drill/mf-manifest.json', scripts: '/remotes/scripts/mf-manifest.json' });
    expect(config.ai).toEqual({
      provider: 'openai',
      apiKey: 'sk-test',
      baseUrl: 'http://localhost:11434/v1',
      model: 'gpt-4o-mini',
      transcriptionModel: 'whisper-1',
      timeoutMs: 5000,
    });
    expect(config.port).toBe(3000);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      ADMIN_EMAILS: 'boss@example.com,not-an-email',
      AI_PROVIDER: 'claude',
      CORS_ORIGINS: 'https://ok.example.com,https://bad.example.com/path',
      LOG_LEVEL: 'loud',
      BODY_LIMIT_BYTES: '-1',
      REMOTE_URL_DRILL: 'ftp://x',
      NODE_ENV: 'production',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: /),
        expect.stringMatching(/^DATABASE_URL: must be a postgres/),
        expect.stringMatching(/^ADMIN_EMAILS: /),
        expect.stringMatching(/^AI_PROVIDER: must be openai or offline/),
        expect.stringMatching(/^CORS_ORIGINS: /),
        expect.stringMatching(/^LOG_LEVEL: /),
        expect.stringMatching(/^BODY_LIMIT_BYTES: must be at least/),
        expect.stringMatching(/^REMOTE_URL_DRILL: /),
        'JWT_SECRET: is required when NODE_ENV=production',
      ]),
    );
    expect(problems).toHaveLength(9);
  });

  it('needs a way to reach an OpenAI-compatible server when AI_PROVIDER=openai', () => {
    expect(problemsOf({ AI_PROVIDER: 'openai' })).toEqual(['AI_PROVIDER: openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local server)']);
    expect(parseConfig({ AI_PROVIDER: 'offline', OPENAI_API_KEY: 'sk' }, '/repo').ai.provider).toBe('offline');
  });

  it('stops on an unknown NODE_ENV (a typo must not run in development mode) and on unknown REMOTE_URL_ names', () => {
    expect(problemsOf({ NODE_ENV: 'prod', JWT_SECRET: 'x'.repeat(40) })).toEqual(['NODE_ENV: must be one of development, production, test']);
    expect(problemsOf({ REMOTE_URL_DRIL: '/remotes/drill/mf-manifest.json' })).toEqual([
      'REMOTE_URL_DRIL: unknown remote "dril" (known: REMOTE_URL_DRILL, REMOTE_URL_SCRIPTS, REMOTE_URL_MEETING, REMOTE_URL_DICTIONARY, REMOTE_URL_DASHBOARD, REMOTE_URL_ADMIN)',
    ]);
    expect(parseConfig({ NODE_ENV: 'test', REMOTE_URL_DASHBOARD: '/x/mf-manifest.json' }, '/repo').remoteUrls).toEqual({ dashboard: '/x/mf-manifest.json' });
  });

  it('refuses a short JWT secret and a Google secret without a client id', () => {
    expect(problemsOf({ JWT_SECRET: 'short', GOOGLE_CLIENT_SECRET: 's' })).toEqual([
      'JWT_SECRET: must be at least 32 characters',
      'GOOGLE_CLIENT_SECRET: needs GOOGLE_CLIENT_ID as well',
    ]);
  });
});

describe('loadConfig', () => {
  it('generates a JWT secret once into DATA_DIR and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'speakwell-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('uses JWT_SECRET when set', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent/never-written' }).jwtSecret).toBe('x'.repeat(40));
  });
});

describe('.env.example', () => {
  const example = readFileSync(join(findRepoRoot(), 'backend', '.env.example'), 'utf8');
  const assigned = Object.fromEntries([...example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map(([, name, value]) => [name, value]));

  it('documents every variable the API reads', () => {
    const documented = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map(([, name]) => name));
    for (const name of Object.keys(EnvSchema.shape)) expect([name, documented.has(name)]).toEqual([name, true]);
    expect(example).toContain('REMOTE_URL_');
  });

  it('is a valid configuration as written', () => {
    expect(() => parseConfig(assigned, '/repo')).not.toThrow();
  });
});
