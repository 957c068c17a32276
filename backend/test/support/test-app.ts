/**
 * The real API (createApp, exactly what main.ts runs) on a fresh PostgreSQL database, for
 * API tests over HTTP. Typical test file:
 *
 *   let t: TestApp;
 *   beforeAll(async () => { t = await createTestApp(); });
 *   afterAll(() => t.close());
 *   it('...', async () => {
 *     const alice = await registerUser(t.http);               // ./factories.ts
 *     await t.http.get('/api/...').set('Authorization', `Bearer ${alice.token}`).expect(200);
 *   });
 *
 * `createTestApp({ ... })` takes AppConfig overrides (e.g. `{ rateLimits: ... }`,
 * `{ google: ... }`), and test-only modules as `createTestApp({}, { extraModules: [M] })`;
 * `t.app.get(DataSource)` reaches the database directly when a test
 * needs data the API cannot make. Each call makes its own database, dropped by close().
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import { AppConfig, type AppConfigValues } from '../../src/config/app-config.js';
import { parseConfig } from '../../src/config/load-config.js';

export type Http = ReturnType<typeof request>;

export interface TestApp {
  app: NestFastifyApplication;
  /** supertest against the app: `t.http.post('/api/login').send({...}).expect(200)`. */
  http: Http;
  config: AppConfig;
  close(): Promise<void>;
}

const apps = new WeakMap<Http, NestFastifyApplication>();

/** The app behind a TestApp's `http` (used by factories that need the database). */
export function appOf(http: Http): NestFastifyApplication {
  const app = apps.get(http);
  if (!app) throw new Error('This http client was not made by createTestApp()');
  return app;
}

/** Configuration every test app starts from: quiet, offline AI, generous rate limits. */
export function testConfig(overrides: Partial<AppConfigValues> = {}): AppConfig {
  const parsed = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(tmpdir(), 'speakwell-test-data'),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    AI_PROVIDER: 'offline',
    RATE_LIMIT_AUTH_POINTS: '100000',
    RATE_LIMIT_AI_POINTS: '100000',
  });
  return new AppConfig({ ...parsed, jwtSecret: parsed.jwtSecret ?? '', ...overrides });
}

function adminUrl(): string {
  const url = process.env.SPEAKWELL_TEST_ADMIN_URL;
  if (!url) throw new Error('SPEAKWELL_TEST_ADMIN_URL is not set: run API tests through backend/jest.config.cjs (its globalSetup starts PostgreSQL)');
  return url;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onServer<T>(work: (db: DataSource) => Promise<T>): Promise<T> {
  const db = await new DataSource({ type: 'postgres', url: adminUrl() }).initialize();
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

export async function createTestApp(
  overrides: Partial<AppConfigValues> = {},
  options: { extraModules?: Type[]; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const database = `test_${randomBytes(6).toString('hex')}`;
  await onServer((db) => db.query(`CREATE DATABASE ${database}`));
  const config = testConfig({ databaseUrl: withDatabase(adminUrl(), database), ...overrides });
  let app: NestFastifyApplication;
  try {
    app = await createApp(config, options);
  } catch (error) {
    await onServer((db) => db.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    throw error;
  }
  const http = request(app.getHttpServer());
  apps.set(http, app);
  return {
    app,
    http,
    config,
    close: async () => {
      await app.close();
      await onServer((db) => db.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    },
  };
}
