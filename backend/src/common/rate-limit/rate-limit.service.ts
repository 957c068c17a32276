import { Injectable, Logger } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig } from '../../config/app-config.js';
import { RateLimitError } from './rate-limit.errors.js';

/**
 * `auth`: registrations per address and per email (RATE_LIMIT_AUTH_*); `ai`: AI calls per user
 * (RATE_LIMIT_AI_*). The login policy (see LoginThrottle) counts failed logins per
 * (address, email) in `loginPair` (RATE_LIMIT_AUTH_* as well), per address in `loginAddress`
 * (ten times that), and per email in `loginEmail`, which never refuses: it only slows down.
 */
export type RateLimitBucket = 'auth' | 'ai' | 'loginPair' | 'loginAddress' | 'loginEmail';

/** How long failed logins of one email are remembered for the growing delay. */
const LOGIN_EMAIL_MEMORY_SECONDS = 15 * 60;

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
      loginPair: new RateLimiterMemory({ keyPrefix: 'login-pair', points: auth.points, duration: auth.windowSeconds }),
      loginAddress: new RateLimiterMemory({ keyPrefix: 'login-address', points: auth.points * 10, duration: auth.windowSeconds }),
      loginEmail: new RateLimiterMemory({ keyPrefix: 'login-email', points: Number.MAX_SAFE_INTEGER, duration: LOGIN_EMAIL_MEMORY_SECONDS }),
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

  /** Spends one point of `key` whatever is left, and says how many it had spent before this one. */
  async count(key: string, bucket: RateLimitBucket): Promise<number> {
    const result = await this.limiters[bucket].consume(key).catch((rejection: unknown) => {
      if (rejection instanceof RateLimiterRes) return rejection;
      throw rejection;
    });
    return result.consumedPoints - 1;
  }

  /** Gives back one point of `key` (an attempt that turned out fine). */
  async refund(key: string, bucket: RateLimitBucket): Promise<void> {
    await this.limiters[bucket].reward(key, 1);
  }

  /** Forgets `key` in `bucket`. */
  async reset(key: string, bucket: RateLimitBucket): Promise<void> {
    await this.limiters[bucket].delete(key);
  }

  /** Spends one point of every key (e.g. client address and email) and fails if any is spent out. */
  async consumeAll(keys: string[], bucket: RateLimitBucket): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => this.consume(key, bucket)));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  }
}
