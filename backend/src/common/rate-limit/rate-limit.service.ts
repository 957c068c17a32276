import { Injectable, Logger } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig } from '../../config/app-config.js';
import { RateLimitError } from './rate-limit.errors.js';

/** `auth`: login/register attempts (RATE_LIMIT_AUTH_*); `ai`: AI calls per user (RATE_LIMIT_AI_*). */
export type RateLimitBucket = 'auth' | 'ai';

/**
 * Counts attempts per key in fixed windows, in memory (one API process). Use:
 *   `await this.rateLimits.consume(`user:${user.id}`, 'ai');`
 * which throws RateLimitError (429 + Retry-After) once the key is over its limit.
 */
@Injectable()
export class RateLimitService {
  private readonly limiters: Record<RateLimitBucket, RateLimiterMemory>;

  constructor(config: AppConfig) {
    const { auth, ai } = config.rateLimits;
    this.limiters = {
      auth: new RateLimiterMemory({ keyPrefix: 'auth', points: auth.points, duration: auth.windowSeconds }),
      ai: new RateLimiterMemory({ keyPrefix: 'ai', points: ai.points, duration: ai.windowSeconds }),
    };
    if (config.redisUrl) {
      new Logger(RateLimitService.name).warn('REDIS_URL is set, but rate limits are kept in memory per API process (no Redis client is installed)');
    }
  }

  /** Spends one point of `key` in `bucket`; throws RateLimitError when none is left. */
  async consume(key: string, bucket: RateLimitBucket): Promise<void> {
    try {
      await this.limiters[bucket].consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimitError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      throw rejection;
    }
  }

  /** Spends one point of every key (e.g. client address and email) and fails if any is spent out. */
  async consumeAll(keys: string[], bucket: RateLimitBucket): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.consume(key, bucket)));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  }
}
