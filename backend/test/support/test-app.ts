/**
 * The real API (createApp, exactly what main.ts runs) on a fresh PostgreSQL database, for
 * API tests over HTTP. A test file starts its app with `setupTestApp` (./test-setup.ts), which
 * calls createTestApp; a test that needs a second app (a replica, another configuration) calls
 * it itself and closes it:
 *
 *   const strict = await createTestApp({ ...t.config, rateLimits: ... });   // same database as t
 *   try { ... } finally { await strict.close(); }
 *
 * `createTestApp({ ... })` takes AppConfig overrides (e.g. `{ rateLimits: ... }`,
 * `{ google: ... }`), and test-only modules as `createTestApp({}, { extraModules: [M] })`;
 * `t.app.get(DataSource)` reaches the database directly when a test
 * needs data the API cannot make. Each call makes its own database, dropped by close(),
 * unless the overrides name one (`databaseUrl`).
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

/** Test-only modules, and where the app's log lines go (for tests that read the log). */
export interface TestAppOptions {
  extraModules?: Type[];
  logStream?: { write(line: string): void };
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

async function onServer(sql: string): Promise<void> {
  const db = await new DataSource({ type: 'postgres', url: adminUrl() }).initialize();
  try {
    await db.query(sql);
  } finally {
    await db.destroy();
  }
}

/** A new, empty database on the test server (no tables: the app migrates it when it starts on it); `drop()` removes it. */
export async function createDatabase(prefix = 'test'): Promise<{ url: string; drop(): Promise<void> }> {
  const database = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${database}`);
  return { url: withDatabase(adminUrl(), database), drop: () => onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`) };
}

/**
 * The app on a fresh database, dropped by close(); with `databaseUrl` among the overrides, on
 * that database instead (another app's, or one the test started), which close() leaves as it is.
 */
export async function createTestApp(overrides: Partial<AppConfigValues> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const fresh = overrides.databaseUrl ? null : await createDatabase();
  const config = testConfig({ databaseUrl: fresh?.url, ...overrides });
  let app: NestFastifyApplication;
  try {
    app = await createApp(config, options);
  } catch (error) {
    await fresh?.drop();
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
      await fresh?.drop();
    },
  };
}
