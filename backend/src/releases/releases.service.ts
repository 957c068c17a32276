import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, type RemoteName, type RemoteStatus } from '@speakwell/contracts';
import type { DataSource } from 'typeorm';
import { isoTimestampSql } from '../database/iso-timestamp-sql.js';
import { ReleasesError } from './releases.errors.js';

export interface ReleasesSettings {
  /** Where published builds live: <remotesDir>/<name>/<version>/. */
  remotesDir: string;
  /** REMOTE_URL_<NAME> overrides: they win over any release. */
  remoteUrls: Record<string, string>;
}

interface VersionRow {
  remote: string;
  version: string;
  published_at: string;
}

interface ReleaseRow {
  remote: string;
  version: string;
  released_at: string;
  released_by: string;
  rolled_back_at: string | null;
}

/** Where the shell finds a published version's manifest (served by register-web-app.ts). */
export function publishedManifestUrl(name: string, version: string): string {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

/** Where the shell finds the build served with the app (mfe-<name>/dist), before any release. */
export function builtInManifestUrl(name: string): string {
  return `/remotes/${name}/mf-manifest.json`;
}

function remoteName(name: string): RemoteName {
  const known = REMOTE_NAMES.find((remote) => remote === name);
  if (!known) throw ReleasesError.unknownRemote(name);
  return known;
}

/**
 * Publishing, releasing and rolling back remotes. The release records live in PostgreSQL, so
 * every API replica answers /remotes.json the same; the files live in `remotesDir`, which every
 * replica must see. Used by the API (ReleasesModule) and by the command-line tool.
 */
export class ReleasesService {
  constructor(
    private readonly db: DataSource,
    private readonly settings: ReleasesSettings,
  ) {}

  /** The live (released, not rolled back) version of each remote that has one. */
  async liveVersions(): Promise<Partial<Record<RemoteName, string>>> {
    const rows: Array<{ remote: RemoteName; version: string }> = await this.db.query(
      `SELECT DISTINCT ON (remote) remote, version FROM remote_releases WHERE rolled_back_at IS NULL ORDER BY remote, id DESC`,
    );
    return Object.fromEntries(rows.map((row) => [row.remote, row.version]));
  }

  /** /remotes.json: remote name -> manifest URL (override, else live release, else the built-in build). */
  async remotesManifest(): Promise<Record<string, string>> {
    const live = await this.liveVersions();
    const manifest: Record<string, string> = {};
    for (const name of REMOTE_NAMES) {
      const version = live[name];
      manifest[name] = version ? publishedManifestUrl(name, version) : builtInManifestUrl(name);
    }
    return { ...manifest, ...this.settings.remoteUrls };
  }

  async list(): Promise<RemoteStatus[]> {
    const [versions, releases, manifest]: [VersionRow[], ReleaseRow[], Record<string, string>] = await Promise.all([
      this.db.query(`SELECT remote, version, ${isoTimestampSql('published_at')} AS published_at FROM remote_versions ORDER BY published_at DESC, version DESC`),
      this.db.query(
        `SELECT remote, version, ${isoTimestampSql('released_at')} AS released_at, released_by,
                CASE WHEN rolled_back_at IS NULL THEN NULL ELSE ${isoTimestampSql('rolled_back_at')} END AS rolled_back_at
           FROM remote_releases ORDER BY id DESC`,
      ),
      this.remotesManifest(),
    ]);
    return REMOTE_NAMES.map((name) => {
      const ownReleases = releases.filter((row) => row.remote === name);
      return {
        name,
        live_version: ownReleases.find((row) => row.rolled_back_at === null)?.version ?? null,
        override_url: this.settings.remoteUrls[name] ?? null,
        manifest_url: manifest[name] ?? builtInManifestUrl(name),
        versions: versions.filter((row) => row.remote === name).map(({ version, published_at }) => ({ version, published_at })),
        releases: ownReleases.map(({ version, released_at, released_by, rolled_back_at }) => ({ version, released_at, released_by, rolled_back_at })),
      };
    });
  }

  async status(name: string): Promise<RemoteStatus> {
    const known = remoteName(name);
    const status = (await this.list()).find((remote) => remote.name === known);
    if (!status) throw ReleasesError.unknownRemote(name);
    return status;
  }

  /**
   * Copies a built remote (a folder with mf-manifest.json) to <remotesDir>/<name>/<version>/ and
   * records the version. A published version never changes.
   */
  async publish(name: string, version: string, buildDir: string): Promise<void> {
    const known = remoteName(name);
    if (!existsSync(join(buildDir, 'mf-manifest.json'))) throw ReleasesError.notABuild(buildDir);
    const existing: unknown[] = await this.db.query(`SELECT 1 FROM remote_versions WHERE remote = $1 AND version = $2`, [known, version]);
    if (existing.length > 0) throw ReleasesError.alreadyPublished(known, version);

    const target = join(this.settings.remotesDir, known, version);
    const staging = join(this.settings.remotesDir, known, `.${version}.publishing-${process.pid}`);
    mkdirSync(join(this.settings.remotesDir, known), { recursive: true });
    rmSync(staging, { recursive: true, force: true });
    cpSync(buildDir, staging, { recursive: true });
    // Files left by a publish that failed before its record was written are replaced.
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
    try {
      await this.db.query(`INSERT INTO remote_versions (remote, version) VALUES ($1, $2)`, [known, version]);
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === '23505') throw ReleasesError.alreadyPublished(known, version);
      throw error;
    }
  }

  /** Makes a published version the live one; every API replica serves it from the next /remotes.json. */
  async release(name: string, version: string, releasedBy: string): Promise<RemoteStatus> {
    const known = remoteName(name);
    const published: unknown[] = await this.db.query(`SELECT 1 FROM remote_versions WHERE remote = $1 AND version = $2`, [known, version]);
    if (published.length === 0) throw ReleasesError.notPublished(known, version);
    if ((await this.liveVersions())[known] === version) throw ReleasesError.alreadyLive(known, version);
    await this.db.query(`INSERT INTO remote_releases (remote, version, released_by) VALUES ($1, $2, $3)`, [known, version, releasedBy]);
    return this.status(known);
  }

  /**
   * Rolls back the live release: the release before it becomes live again (or, when there is
   * none, the build served with the app).
   */
  async rollback(name: string, _rolledBackBy: string): Promise<RemoteStatus> {
    const known = remoteName(name);
    const updated: [unknown[], number] = await this.db.query(
      `UPDATE remote_releases SET rolled_back_at = clock_timestamp()
        WHERE id = (SELECT id FROM remote_releases WHERE remote = $1 AND rolled_back_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE)`,
      [known],
    );
    if (updated[1] === 0) throw ReleasesError.nothingToRollBack(known);
    return this.status(known);
  }
}
