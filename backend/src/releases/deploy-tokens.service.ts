import { createHash, randomBytes } from 'node:crypto';
import type { DeployTokenRow } from '@speakwell/contracts';
import type { DataSource } from 'typeorm';
import { isoTimestampSql } from '../database/iso-timestamp-sql.js';
import { ReleasesError } from './releases.errors.js';
import { remoteName, type ReleasesService } from './releases.service.js';

/** Deploy tokens start with this, so a leaked one is recognisable (secret scanners, logs). */
export const DEPLOY_TOKEN_PREFIX = 'swdt_';

/** Who a deploy token acts as in the audit. */
export interface Deployer {
  remote: string;
  tokenId: string;
  actor: string;
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Deploy tokens: one remote each, for a team's CI. The secret is shown once and stored as its
 * SHA-256 (a random 256-bit secret needs no slow hash); each use records the time; revoked ones
 * stop at once on every replica.
 */
export class DeployTokensService {
  constructor(
    private readonly db: DataSource,
    private readonly releases: ReleasesService,
  ) {}

  async create(name: string, createdBy: string): Promise<{ token: string; id: string }> {
    const remote = remoteName(name);
    const token = `${DEPLOY_TOKEN_PREFIX}${remote}_${randomBytes(32).toString('base64url')}`;
    const id = await this.db.transaction(async (manager) => {
      const rows: Array<{ id: string }> = await manager.query(
        `INSERT INTO remote_deploy_tokens (remote, token_sha256, created_by) VALUES ($1, $2, $3) RETURNING id`,
        [remote, digest(token), createdBy],
      );
      const created = rows[0]?.id ?? '';
      await this.releases.audit(manager, remote, 'token_create', null, createdBy, `deploy token ${created}`);
      return created;
    });
    return { token, id };
  }

  async list(name: string): Promise<DeployTokenRow[]> {
    const remote = remoteName(name);
    return this.db.query(
      `SELECT id, created_by, ${isoTimestampSql('created_at')} AS created_at,
              CASE WHEN last_used_at IS NULL THEN NULL ELSE ${isoTimestampSql('last_used_at')} END AS last_used_at,
              CASE WHEN revoked_at IS NULL THEN NULL ELSE ${isoTimestampSql('revoked_at')} END AS revoked_at
         FROM remote_deploy_tokens WHERE remote = $1 ORDER BY created_at DESC`,
      [remote],
    );
  }

  async revoke(name: string, id: string, revokedBy: string): Promise<void> {
    const remote = remoteName(name);
    await this.db.transaction(async (manager) => {
      // An UPDATE answers [rows, count] through TypeORM.
      const [, count]: [unknown[], number] = await manager.query(
        `UPDATE remote_deploy_tokens SET revoked_at = clock_timestamp(), revoked_by = $3 WHERE id::text = $1 AND remote = $2 AND revoked_at IS NULL`,
        [id, remote, revokedBy],
      );
      if (count === 0) throw ReleasesError.unknownToken(remote);
      await this.releases.audit(manager, remote, 'token_revoke', null, revokedBy, `deploy token ${id}`);
    });
  }

  /** The remote a (not revoked) token may deploy, recording its use; undefined when it is not one. */
  async verify(token: string): Promise<Deployer | undefined> {
    if (!token.startsWith(DEPLOY_TOKEN_PREFIX)) return undefined;
    const [rows]: [Array<{ id: string; remote: string }>, number] = await this.db.query(
      `UPDATE remote_deploy_tokens SET last_used_at = clock_timestamp() WHERE token_sha256 = $1 AND revoked_at IS NULL RETURNING id, remote`,
      [digest(token)],
    );
    const row = rows[0];
    return row ? { remote: row.remote, tokenId: row.id, actor: `token:${row.remote}:${row.id.slice(0, 8)}` } : undefined;
  }
}
