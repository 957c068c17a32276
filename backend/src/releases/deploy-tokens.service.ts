import { createHash, randomBytes } from 'node:crypto';
import type { DeployTokenRow } from '@speakwell/contracts';
import { ReleasesError } from './releases.errors.js';
import type { ReleasesRepository } from './releases.repository.js';
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
  private readonly repository: ReleasesRepository;

  constructor(releases: ReleasesService) {
    this.repository = releases.repository;
  }

  async create(name: string, createdBy: string): Promise<{ token: string; id: string }> {
    const remote = remoteName(name);
    const token = `${DEPLOY_TOKEN_PREFIX}${remote}_${randomBytes(32).toString('base64url')}`;
    const id = await this.repository.transaction(async (manager) => {
      const created = await this.repository.addToken(manager, remote, digest(token), createdBy);
      await this.repository.audit(manager, remote, 'token_create', null, createdBy, `deploy token ${created}`);
      return created;
    });
    return { token, id };
  }

  list(name: string): Promise<DeployTokenRow[]> {
    return this.repository.tokens(remoteName(name));
  }

  async revoke(name: string, id: string, revokedBy: string): Promise<void> {
    const remote = remoteName(name);
    await this.repository.transaction(async (manager) => {
      if (!(await this.repository.revokeToken(manager, remote, id, revokedBy))) throw ReleasesError.unknownToken(remote);
      await this.repository.audit(manager, remote, 'token_revoke', null, revokedBy, `deploy token ${id}`);
    });
  }

  /** The remote a (not revoked) token may deploy, recording its use; undefined when it is not one. */
  async verify(token: string): Promise<Deployer | undefined> {
    if (!token.startsWith(DEPLOY_TOKEN_PREFIX)) return undefined;
    const row = await this.repository.useToken(digest(token));
    return row ? { remote: row.remote, tokenId: row.id, actor: `token:${row.remote}:${row.id.slice(0, 8)}` } : undefined;
  }
}
