import { type ChildProcess, spawn } from 'node:child_process';
import { RateLimitError } from '../src/common/rate-limit/rate-limit.errors.js';
import { RateLimitService } from '../src/common/rate-limit/rate-limit.service.js';
import { RateLimitStore } from '../src/common/rate-limit/rate-limit.store.js';
import { UnavailableError } from '../src/common/errors/unavailable.errors.js';
import { MetricsService } from '../src/metrics/metrics.service.js';
import { freePort } from './support/free-port.js';
import { testConfig } from './support/test-app.js';


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

/** Two API processes' limiters on one Redis, as two replicas behind a load balancer. */
describe('rate limits shared through Redis', () => {
  let redis: ChildProcess;
  let stores: RateLimitStore[];
  let replicas: RateLimitService[];

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const config = testConfig({ redisUrl: `redis://127.0.0.1:${port}`, rateLimits: { auth: { points: 10, windowSeconds: 60 }, ai: { points: 30, windowSeconds: 60 } } });
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

  it('answers 503 (not unlimited, not 500) while Redis is down', async () => {
    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));
    await expect(replicas[0]?.consume('user:u1', 'ai')).rejects.toBeInstanceOf(UnavailableError);
  });
});
