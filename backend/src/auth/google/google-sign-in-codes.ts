import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SqlStatements } from '../../database/sql-statements.js';

/** Long enough to load /login and post the code; short enough that a leaked one is worthless. */
const CODE_TTL_SECONDS = 60;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/**
 * The redirect flow's one-time codes (table google_sign_in_codes). A code is bound to the
 * browser that started the sign-in (the value of its state cookie), so a link carrying someone
 * else's code signs nobody in; only hashes are stored. The auth domain's one table of its own.
 */
@Injectable()
export class GoogleSignInCodes {
  constructor(private readonly sql: SqlStatements) {}

  /** A fresh code for `userId`, usable once, within a minute, by the browser holding `browserSecret`. */
  async issue(userId: string, browserSecret: string): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    await this.sql.rows({ text: `DELETE FROM google_sign_in_codes WHERE expires_at < now()` }, []);
    await this.sql.rows(
      { text: `INSERT INTO google_sign_in_codes (code_hash, browser_hash, user_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))` },
      [sha256(code), sha256(browserSecret), userId, CODE_TTL_SECONDS],
    );
    return code;
  }

  /** The user the code was issued for, once; null for an unknown, used, expired or other browser's code. */
  async redeem(code: string, browserSecret: string | undefined): Promise<string | null> {
    if (!browserSecret) return null;
    const row = await this.sql.row<{ user_id: string }>(
      { text: `DELETE FROM google_sign_in_codes WHERE code_hash = $1 AND browser_hash = $2 AND expires_at > now() RETURNING user_id` },
      [sha256(code), sha256(browserSecret)],
    );
    return row?.user_id ?? null;
  }
}
