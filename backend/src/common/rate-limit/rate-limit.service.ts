import { Injectable } from '@nestjs/common';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig } from '../../config/app-config.js';
import { MetricsService } from '../../metrics/metrics.service.js';
import { UnavailableError, UnavailableErrorCode } from '../errors/unavailable.errors.js';
import { RateLimitError } from './rate-limit.errors.js';
import { RateLimitStore } from './rate-limit.store.js';

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
 * Counts attempts per key in fixed windows, in Redis when REDIS_URL is set (shared by every
 * replica; in this process's memory while Redis is unreachable) or in this process's memory
 * (RateLimitStore decides). Use:
 *   `await this.rateLimits.consume(`user:${user.id}`, 'ai');`
 * which throws RateLimitError (429 + Retry-After) once the key is over its limit.
 */
@Injectable()
export class RateLimitService {
  private readonly limiters: Record<RateLimitBucket, RateLimiterAbstract>;

  constructor(
    config: AppConfig,
    store: RateLimitStore,
    private readonly metrics: MetricsService,
  ) {
    const { auth, ai } = config.rateLimits;
    this.limiters = {
      auth: store.create({ keyPrefix: 'auth', points: auth.points, duration: auth.windowSeconds }),
      ai: store.create({ keyPrefix: 'ai', points: ai.points, duration: ai.windowSeconds }),
      loginPair: store.create({ keyPrefix: 'login-pair', points: auth.points, duration: auth.windowSeconds }),
      loginAddress: store.create({ keyPrefix: 'login-address', points: auth.points * 10, duration: auth.windowSeconds }),
      loginEmail: store.create({ keyPrefix: 'login-email', points: Number.MAX_SAFE_INTEGER, duration: LOGIN_EMAIL_MEMORY_SECONDS }),
    };
  }

  /** Spends one point of `key` in `bucket`; throws RateLimitError when none is left. */
  async consume(key: string, bucket: RateLimitBucket): Promise<void> {
    await this.consumeAll([key], bucket);
  }

  /** Spends one point of `key` whatever is left, and says how many it had spent before this one. */
  async count(key: string, bucket: RateLimitBucket): Promise<number> {
    const result = await this.limiters[bucket].consume(key).catch((rejection: unknown) => {
      if (rejection instanceof RateLimiterRes) return rejection;
      // The store itself failed (Redis and the in-memory fallback).
      throw new UnavailableError(UnavailableErrorCode.RateLimitStore);
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
    const results = await Promise.allSettled(keys.map((key) => this.limiters[bucket].consume(key)));
    const refusals = results.flatMap((result) => (result.status === 'rejected' && result.reason instanceof RateLimiterRes ? [result.reason] : []));
    if (refusals.length > 0) {
      this.metrics.rateLimitRefusals.inc({ bucket });
      throw new RateLimitError(Math.max(1, Math.ceil(Math.max(...refusals.map((refusal) => refusal.msBeforeNext)) / 1000)));
    }
    // The store itself failed (Redis and the in-memory fallback): refuse for now rather than not limit.
    if (results.some((result) => result.status === 'rejected')) throw new UnavailableError(UnavailableErrorCode.RateLimitStore);
  }
}
