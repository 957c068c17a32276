import type { DeployTokenRow, RemoteAuditRow, RemoteName } from '@speakwell/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { isoTimestampSql } from '../database/iso-timestamp-sql.js';
import { SqlStatements } from '../database/sql-statements.js';

export type AuditAction = RemoteAuditRow['action'];

/** A published version as the status lists it. */
export interface VersionRow {
  remote: string;
  version: string;
  published_at: string;
  published_by: string | null;
  external_url: string | null;
}

/** A release as the status lists it. */
export interface ReleaseRow {
  remote: string;
  version: string;
  released_at: string;
  released_by: string;
  percent: number;
  admins_first: boolean;
  rolled_back_at: string | null;
  rolled_back_by: string | null;
  rollback_reason: string | null;
}

/** One of the newest two live releases of a remote. */
export interface LiveRow {
  id: string;
  remote: RemoteName;
  version: string;
  percent: number;
  admins_first: boolean;
  external_url: string | null;
}

/** Loads and failures the shell reported for a version (bigints, as text). */
export interface LoadStats {
  loads: string;
  load_failures: string;
  render_errors: string;
}

const at = (column: string): string => `CASE WHEN ${column} IS NULL THEN NULL ELSE ${isoTimestampSql(column)} END`;

/**
 * The remotes' releases in PostgreSQL (remote_versions, remote_releases, remote_audit, the
 * published files, deploy tokens and load counts): the only place of the releases domain that
 * talks to the database. Built on a DataSource, so `npm run remotes` uses it without Nest.
 * Methods that take a `manager` run inside the caller's transaction.
 */
export class ReleasesRepository {
  private readonly sql: SqlStatements;

  constructor(private readonly db: DataSource) {
    this.sql = new SqlStatements(db);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Changes to one remote's releases run one after another (held until the transaction ends). */
  async lockRemote(manager: EntityManager, remote: string): Promise<void> {
    await this.sql.rows({ text: `SELECT pg_advisory_xact_lock(hashtext('speakwell-remote-release'), hashtext($1))` }, [remote], manager);
  }

  /** The newest two live releases of each remote that has one, newest first. */
  liveRows(manager?: EntityManager): Promise<LiveRow[]> {
    return this.sql.rows<LiveRow>(
      {
        name: 'live-releases',
        text: `SELECT id, remote, version, percent, admins_first, external_url FROM (
         SELECT r.id, r.remote, r.version, r.percent, r.admins_first, v.external_url,
                row_number() OVER (PARTITION BY r.remote ORDER BY r.id DESC) AS rank
           FROM remote_releases r JOIN remote_versions v USING (remote, version)
          WHERE r.rolled_back_at IS NULL AND (r.percent = 100 OR r.id = (SELECT max(id) FROM remote_releases n WHERE n.remote = r.remote AND n.rolled_back_at IS NULL))
       ) live WHERE rank <= 2 ORDER BY remote, id DESC`,
      },
      [],
      manager,
    );
  }

  versions(): Promise<VersionRow[]> {
    return this.sql.rows<VersionRow>(
      {
        text: `SELECT remote, version, ${isoTimestampSql('published_at')} AS published_at, published_by, external_url
           FROM remote_versions ORDER BY published_at DESC, version DESC`,
      },
      [],
    );
  }

  releases(): Promise<ReleaseRow[]> {
    return this.sql.rows<ReleaseRow>(
      {
        text: `SELECT remote, version, ${isoTimestampSql('released_at')} AS released_at, released_by, percent, admins_first,
                ${at('rolled_back_at')} AS rolled_back_at, rolled_back_by, rollback_reason
           FROM remote_releases ORDER BY id DESC`,
      },
      [],
    );
  }

  /** The remote's audit, newest first. */
  history(remote: string, limit: number): Promise<RemoteAuditRow[]> {
    return this.sql.rows<RemoteAuditRow>(
      { text: `SELECT action, version, actor, reason, ${isoTimestampSql('at')} AS at FROM remote_audit WHERE remote = $1 ORDER BY id DESC LIMIT $2` },
      [remote, limit],
    );
  }

  async audit(manager: EntityManager, remote: string, action: AuditAction, version: string | null, actor: string, reason: string | null): Promise<void> {
    await this.sql.rows(
      { text: `INSERT INTO remote_audit (remote, action, version, actor, reason) VALUES ($1, $2, $3, $4, $5)` },
      [remote, action, version, actor, reason],
      manager,
    );
  }

  /** Records a new version; false when it is published already. */
  async addVersion(manager: EntityManager, remote: string, version: string, by: string, externalUrl: string | null = null): Promise<boolean> {
    const inserted = await this.sql.rows(
      {
        text: `INSERT INTO remote_versions (remote, version, published_by, external_url) VALUES ($1, $2, $3, $4) ON CONFLICT (remote, version) DO NOTHING RETURNING 1`,
      },
      [remote, version, by, externalUrl],
      manager,
    );
    return inserted.length > 0;
  }

  /** The version's row: where it is hosted (null: its files are stored here); undefined when it was never published. */
  version(manager: EntityManager | undefined, remote: string, version: string): Promise<{ external_url: string | null } | null> {
    return this.sql.row({ text: `SELECT external_url FROM remote_versions WHERE remote = $1 AND version = $2` }, [remote, version], manager);
  }

  /** The version published at this external URL, if any. */
  async versionAt(remote: string, url: string): Promise<string | undefined> {
    const row = await this.sql.row<{ version: string }>({ text: `SELECT version FROM remote_versions WHERE remote = $1 AND external_url = $2 LIMIT 1` }, [
      remote,
      url,
    ]);
    return row?.version;
  }

  async addRelease(manager: EntityManager, remote: string, version: string, by: string, percent: number, adminsFirst: boolean): Promise<void> {
    await this.sql.rows(
      { text: `INSERT INTO remote_releases (remote, version, released_by, percent, admins_first) VALUES ($1, $2, $3, $4, $5)` },
      [remote, version, by, percent, adminsFirst],
      manager,
    );
  }

  async setRollout(manager: EntityManager, releaseId: string, percent: number, adminsFirst: boolean): Promise<void> {
    await this.sql.rows({ text: `UPDATE remote_releases SET percent = $2, admins_first = $3 WHERE id = $1` }, [releaseId, percent, adminsFirst], manager);
  }

  /** The newest release not rolled back. */
  newestRelease(manager: EntityManager, remote: string): Promise<{ id: string; version: string } | null> {
    return this.sql.row(
      { text: `SELECT id, version FROM remote_releases WHERE remote = $1 AND rolled_back_at IS NULL ORDER BY id DESC LIMIT 1` },
      [remote],
      manager,
    );
  }

  async rollBack(manager: EntityManager, releaseId: string, by: string, reason: string | null): Promise<void> {
    await this.sql.rows(
      { text: `UPDATE remote_releases SET rolled_back_at = clock_timestamp(), rolled_back_by = $2, rollback_reason = $3 WHERE id = $1` },
      [releaseId, by, reason],
      manager,
    );
  }

  /** Stores each distinct file once (by SHA-256) and the version's paths. */
  async addFiles(manager: EntityManager, remote: string, version: string, files: Array<{ path: string; sha256: string; content: Buffer }>): Promise<void> {
    await this.sql.rows(
      {
        text: `INSERT INTO remote_files (sha256, size, content) SELECT * FROM unnest($1::text[], $2::int[], $3::bytea[]) ON CONFLICT (sha256) DO NOTHING`,
      },
      [files.map((file) => file.sha256), files.map((file) => file.content.length), files.map((file) => file.content)],
      manager,
    );
    await this.sql.rows(
      { text: `INSERT INTO remote_version_files (remote, version, path, sha256) SELECT $1, $2, * FROM unnest($3::text[], $4::text[])` },
      [remote, version, files.map((file) => file.path), files.map((file) => file.sha256)],
      manager,
    );
  }

  fileIndex(remote: string, version: string): Promise<Array<{ path: string; sha256: string }>> {
    return this.sql.rows({ name: 'remote-file-index', text: `SELECT path, sha256 FROM remote_version_files WHERE remote = $1 AND version = $2` }, [
      remote,
      version,
    ]);
  }

  async fileContent(sha256: string): Promise<Buffer | undefined> {
    return (await this.sql.row<{ content: Buffer }>({ name: 'remote-file', text: `SELECT content FROM remote_files WHERE sha256 = $1` }, [sha256]))?.content;
  }

  /** A new deploy token's id. */
  async addToken(manager: EntityManager, remote: string, sha256: string, by: string): Promise<string> {
    const row = await this.sql.row<{ id: string }>(
      { text: `INSERT INTO remote_deploy_tokens (remote, token_sha256, created_by) VALUES ($1, $2, $3) RETURNING id` },
      [remote, sha256, by],
      manager,
    );
    return row?.id ?? '';
  }

  tokens(remote: string): Promise<DeployTokenRow[]> {
    return this.sql.rows<DeployTokenRow>(
      {
        text: `SELECT id, created_by, ${isoTimestampSql('created_at')} AS created_at, ${at('last_used_at')} AS last_used_at, ${at('revoked_at')} AS revoked_at
         FROM remote_deploy_tokens WHERE remote = $1 ORDER BY created_at DESC`,
      },
      [remote],
    );
  }

  /** Revokes the remote's token `id`; false when it has no such token in use. */
  async revokeToken(manager: EntityManager, remote: string, id: string, by: string): Promise<boolean> {
    const revoked = await this.sql.rows(
      {
        text: `UPDATE remote_deploy_tokens SET revoked_at = clock_timestamp(), revoked_by = $3 WHERE id::text = $1 AND remote = $2 AND revoked_at IS NULL RETURNING 1`,
      },
      [id, remote, by],
      manager,
    );
    return revoked.length > 0;
  }

  /** The token with this SHA-256 when not revoked, its use recorded. */
  useToken(sha256: string): Promise<{ id: string; remote: string } | null> {
    return this.sql.row(
      { text: `UPDATE remote_deploy_tokens SET last_used_at = clock_timestamp() WHERE token_sha256 = $1 AND revoked_at IS NULL RETURNING id, remote` },
      [sha256],
    );
  }

  /** Counts one report of `kind` for the version. */
  async countReport(remote: string, version: string, kind: 'loads' | 'load_failures' | 'render_errors'): Promise<void> {
    await this.sql.rows(
      {
        name: `remote-report-${kind}`,
        text: `INSERT INTO remote_load_stats (remote, version, ${kind}) VALUES ($1, $2, 1)
       ON CONFLICT (remote, version) DO UPDATE SET ${kind} = remote_load_stats.${kind} + 1`,
      },
      [remote, version],
    );
  }

  loadStats(remote: string, version: string): Promise<LoadStats | null> {
    return this.sql.row<LoadStats>({ text: `SELECT loads, load_failures, render_errors FROM remote_load_stats WHERE remote = $1 AND version = $2` }, [
      remote,
      version,
    ]);
  }
}
