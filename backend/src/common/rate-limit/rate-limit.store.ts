import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

/** One limiter's policy: `points` attempts per `duration` seconds per key. */
export interface LimiterPolicy {
  keyPrefix: string;
  points: number;
  duration: number;
  /** Seconds a key stays refused once spent out (default: until its window ends). */
  blockDuration?: number;
}

/**
 * Where every rate limiter keeps its counts: Redis when REDIS_URL is set (shared by all API
 * replicas), else this process's memory. Build every limiter through `create`, so no limiter
 * can end up per process on a multi-replica install.
 */
export class RateLimitStore {
  private readonly logger = new Logger('RateLimits');

  private constructor(private readonly redis: Redis | undefined) {}

  static fromRedisUrl(redisUrl: string | undefined): RateLimitStore {
    if (!redisUrl) {
      new Logger('RateLimits').log('Rate limits are kept in this process\'s memory (per process: set REDIS_URL to share them between API replicas)');
      return new RateLimitStore(undefined);
    }
    // No offline queue: while Redis is unreachable a call fails at once (503) instead of hanging.
    const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5000, lazyConnect: false });
    const store = new RateLimitStore(redis);
    redis.on('error', (error: Error) => store.logger.warn(`Redis: ${error.message}`));
    store.logger.log(`Rate limits are shared through Redis at ${redactedUrl(redisUrl)}`);
    return store;
  }

  get shared(): boolean {
    return this.redis !== undefined;
  }

  /** Waits (at most `timeoutMs`) for Redis to accept commands; until it does, limited calls answer 503. */
  async connected(timeoutMs = 10_000): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!ready) this.logger.warn(`Redis is not reachable yet; rate-limited calls answer 503 until it is`);
  }

  create(policy: LimiterPolicy): RateLimiterAbstract {
    if (this.redis) return new RateLimiterRedis({ storeClient: this.redis, useRedisPackage: false, rejectIfRedisNotReady: true, ...policy, keyPrefix: `speakwell:rl:${policy.keyPrefix}` });
    return new RateLimiterMemory(policy);
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
