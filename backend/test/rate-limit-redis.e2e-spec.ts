import { type ChildProcess, spawn } from 'node:child_process';
import { RateLimitError } from '../src/common/rate-limit/rate-limit.errors.js';
import { RateLimitService } from '../src/common/rate-limit/rate-limit.service.js';
import { RateLimitStore } from '../src/common/rate-limit/rate-limit.store.js';
import { MetricsService } from '../src/metrics/metrics.service.js';
import { freePort } from '@speakwell/ports';
import { auth, createDrillSession } from './support/factories.js';
import { testConfig } from './support/test-app.js';
import { setupTestApp } from './support/test-setup.js';
import { until } from './support/until.js';

/** Debian's redis-server on a free port (`.ci/run` installs it). */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return child;
}

/**
 * Two API processes' limiters on one Redis, as two replicas behind a load balancer: the limiters
 * alone (RateLimitService over its Redis store), no app; the app on Redis is the next block.
 */
describe('rate limits shared through Redis', () => {
  let redis: ChildProcess;
  let stores: RateLimitStore[];
  let replicas: RateLimitService[];

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const config = testConfig({
      redisUrl: `redis://127.0.0.1:${port}`,
      rateLimits: { auth: { points: 10, windowSeconds: 60 }, ai: { points: 30, windowSeconds: 60 } },
    });
    stores = [RateLimitStore.fromRedisUrl(config.redisUrl), RateLimitStore.fromRedisUrl(config.redisUrl)];
    await Promise.all(stores.map((store) => store.connected()));
    replicas = stores.map((store) => new RateLimitService(config, store, new MetricsService()));
  });

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    redis.kill();
  });

  it('refuses the 11th failed login whichever replica counts it', async () => {
    const keys = ['login:ip:203.0.113.7', 'login:email:ann@example.com'];
    for (let attempt = 1; attempt <= 10; attempt += 1) await replicas[attempt % 2]?.consumeAll(keys, 'auth');
    await expect(replicas[1]?.consumeAll(keys, 'auth')).rejects.toBeInstanceOf(RateLimitError);
    await expect(replicas[0]?.consumeAll(keys, 'auth')).rejects.toBeInstanceOf(RateLimitError);
  });
});

function stopRedis(redis: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    redis.once('exit', () => resolve());
    redis.kill('SIGTERM');
  });
}

/** The API on a Redis that is stopped and started again: requests go on, limits per process meanwhile. */
describe('rate limits while Redis is stopped and restarted', () => {
  const logLines: string[] = [];
  let port: number;
  let redis: ChildProcess;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
  });
  const { t, learner } = setupTestApp({
    users: ['learner'],
    config: () => ({
      redisUrl: `redis://127.0.0.1:${port}`,
      logLevel: 'info',
      rateLimits: { auth: { points: 100, windowSeconds: 60 }, ai: { points: 3, windowSeconds: 60 } },
    }),
    options: { logStream: { write: (line: string) => void logLines.push(line) } },
  });
  afterAll(() => redis.kill());

  const redisUp = async (): Promise<string | undefined> => /^speakwell_redis_up (\d)$/m.exec((await t.http.get('/metrics').expect(200)).text)?.[1];

  it('answers every request with Redis down (readiness stays 200, AI calls limited per process), and shares the count again once Redis is back', async () => {
    const sessionId = await createDrillSession(t.http, learner);
    const nextQuestion = () => t.http.post('/api/sessions/next-question').set(auth(learner)).send({ session_id: sessionId });
    expect(await redisUp()).toBe('1');
    await nextQuestion().expect(201);

    await stopRedis(redis);
    await until('the gauge to show Redis down', async () => (await redisUp()) === '0');
    expect(logLines.some((line) => line.includes('"level":40') && line.includes('Redis is unreachable: rate limits are kept in each process'))).toBe(true);
    await t.http.get('/api/health/ready').expect(200);
    // The in-memory count starts afresh: three calls allowed, the fourth refused (not a 503).
    for (let call = 1; call <= 3; call += 1) await nextQuestion().expect(201);
    const refused = await nextQuestion().expect(429);
    expect(refused.body).toEqual({ error: 'Too many attempts, please try again later.', code: 'TOO_MANY_ATTEMPTS', statusCode: 429 });
    // Reconnection attempts fail while Redis is down (the first one 0.1 s after the close): each one is counted.
    await until(
      'the error counter to count a failed reconnection',
      async () => Number(/^speakwell_redis_errors_total (\d+)$/m.exec((await t.http.get('/metrics')).text)?.[1]) > 0,
    );

    redis = await startRedis(port);
    await until('the gauge to show Redis up', async () => (await redisUp()) === '1');
    // The restarted Redis (no persistence here) holds no count: the shared window allows three again.
    for (let call = 1; call <= 3; call += 1) await nextQuestion().expect(201);
    await nextQuestion().expect(429);
  });
});
