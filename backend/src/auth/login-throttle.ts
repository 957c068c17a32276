import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';

/** Failed logins of one email that answer at once; each further one doubles the wait. */
export const LOGIN_FREE_FAILURES = 3;
const LOGIN_DELAY_BASE_MS = 250;
const LOGIN_DELAY_MAX_MS = 8_000;

/** The wait before checking a password for an email that has had `failures` failed logins. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_DELAY_MAX_MS, LOGIN_DELAY_BASE_MS * 2 ** (failures - LOGIN_FREE_FAILURES));
}

export interface LoginAttempt {
  /** Call once the password proved right: only failures count. */
  succeeded(): Promise<void>;
}

/**
 * The login policy. Failures are limited per (address, email) and per address (429), so one
 * address cannot guess on and on; an email's failures from anywhere only slow its logins down
 * (a growing delay), so nobody can lock another person out of their account.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly rateLimits: RateLimitService) {}

  async begin(clientAddress: string, email: string): Promise<LoginAttempt> {
    const pair = `login:${clientAddress}:${email}`;
    const address = `login:${clientAddress}`;
    await this.rateLimits.consume(pair, 'loginPair');
    try {
      await this.rateLimits.consume(address, 'loginAddress');
    } catch (refused) {
      await this.rateLimits.refund(pair, 'loginPair');
      throw refused;
    }
    const failures = await this.rateLimits.count(`login:${email}`, 'loginEmail');
    const delay = loginDelayMs(failures);
    if (delay > 0) await sleep(delay);
    return {
      succeeded: async () => {
        await Promise.all([
          this.rateLimits.reset(pair, 'loginPair'),
          this.rateLimits.refund(address, 'loginAddress'),
          this.rateLimits.reset(`login:${email}`, 'loginEmail'),
        ]);
      },
    };
  }
}
