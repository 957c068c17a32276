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

/** What the store reports to the metrics (speakwell_redis_up, speakwell_redis_errors_total). */
export interface RedisObserver {
  redisUp(up: boolean): void;
  redisError(): void;
}

/** Longest wait at start for Redis: past it the API starts anyway, limiting in memory until Redis answers. */
const START_WAIT_MS = 3000;

/**
 * Where every rate limiter keeps its counts: Redis when REDIS_URL is set (shared by all API
 * replicas), else this process's memory. Build every limiter through `create`, so no limiter
 * can end up per process on a multi-replica install.
 *
 * Redis is an accelerator, not a single point of failure: while it is unreachable each limiter
 * counts in this process's memory instead (rate-limiter-flexible's insurance limiter), so
 * requests go on with per-replica limits; ioredis reconnects by itself and the shared counts
 * take over again. The change is logged (a warning) and shown by the `speakwell_redis_up` gauge.
 */
export class RateLimitStore {
  private readonly logger = new Logger('RateLimits');
  private up = false;

  private constructor(
    private readonly redis: Redis | undefined,
    private readonly observer: RedisObserver | undefined,
  ) {}

  static fromRedisUrl(redisUrl: string | undefined, observer?: RedisObserver): RateLimitStore {
    if (!redisUrl) {
      new Logger('RateLimits').log("Rate limits are kept in this process's memory (per process: set REDIS_URL to share them between API replicas)");
      return new RateLimitStore(undefined, observer);
    }
    // No offline queue: while Redis is unreachable a call fails at once and falls back to memory instead of hanging.
    const redis = new Redis(redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
      lazyConnect: false,
      // Reconnect every 0.1-1 s for ever: Redis coming back is noticed within a second.
      retryStrategy: (times) => Math.min(times * 100, 1000),
    });
    const store = new RateLimitStore(redis, observer);
    observer?.redisUp(false);
    redis.on('ready', () => store.markUp(true));
    redis.on('close', () => store.markUp(false));
    redis.on('error', (error: Error) => {
      observer?.redisError();
      // Every reconnection attempt fails the same way while Redis is down: say it once (markUp).
      if (store.up) store.logger.warn(`Redis: ${error.message}`);
    });
    store.logger.log(`Rate limits are shared through Redis at ${redactedUrl(redisUrl)}`);
    return store;
  }

  get shared(): boolean {
    return this.redis !== undefined;
  }

  /** True while Redis accepts commands (always false without REDIS_URL). */
  get redisUp(): boolean {
    return this.up;
  }

  private markUp(up: boolean): void {
    if (up === this.up) return;
    this.up = up;
    this.observer?.redisUp(up);
    if (up) this.logger.log('Redis is reachable: rate limits are shared between replicas');
    else this.logger.warn("Redis is unreachable: rate limits are kept in each process's memory until it is back");
  }

  /** Waits (at most `timeoutMs`) for Redis at start; if it is not there yet the API starts with limits in memory. */
  async connected(timeoutMs = START_WAIT_MS): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!ready) this.logger.warn("Redis is not reachable yet: rate limits are kept in each process's memory until it is");
  }

  create(policy: LimiterPolicy): RateLimiterAbstract {
    if (!this.redis) return new RateLimiterMemory(policy);
    return new RateLimiterRedis({
      storeClient: this.redis,
      useRedisPackage: false,
      rejectIfRedisNotReady: true,
      ...policy,
      keyPrefix: `speakwell:rl:${policy.keyPrefix}`,
      insuranceLimiter: new RateLimiterMemory(policy),
    });
  }

  async close(): Promise<void> {
    if (!this.redis) return;
    this.redis.removeAllListeners('close');
    await this.redis.quit().catch(() => this.redis?.disconnect());
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
