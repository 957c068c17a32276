import { createHash } from 'node:crypto';
import { REMOTE_NAMES, type ReleaseRemoteRequest, type RemoteAuditRow, type RemoteName, type RemoteStatus } from '@speakwell/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { BuildFile } from './remote-build.js';
import { RemoteFileStore } from './remote-file-store.js';
import { buildProblems, MANIFEST_FILE, shellSharedVersions } from './remote-manifest.js';
import { ReleasesError } from './releases.errors.js';
import { type AuditAction, ReleasesRepository } from './releases.repository.js';

export interface ReleasesSettings {
  /** REMOTE_URL_<NAME> development overrides: they win over any release on this replica. */
  remoteUrls: Record<string, string>;
  /** The singletons' versions of the served shell (default: read beside the API). */
  shellShared?: Record<string, string>;
}

/** Who /remotes.json is answered for: rollouts are per signed-in user. */
export interface RemotesViewer {
  id: string;
  role: string;
}

export type { AuditAction };

/** A release that is live for some or all users. */
interface LiveRelease {
  id: string;
  version: string;
  percent: number;
  adminsFirst: boolean;
  url: string;
}

/** Per remote: the newest release, and (while it reaches only part of the users) what the rest get. */
interface LiveState {
  current: LiveRelease;
  previous: LiveRelease | null;
}

/** Where the shell finds a published version's manifest (served from the database by register-web-app.ts). */
export function publishedManifestUrl(name: string, version: string): string {
  return `/remotes/${name}/${version}/${MANIFEST_FILE}`;
}

/** Where the shell finds the build served with the app (mfe-<name>/dist), before any release. */
export function builtInManifestUrl(name: string): string {
  return `/remotes/${name}/${MANIFEST_FILE}`;
}

export function remoteName(name: string): RemoteName {
  const known = REMOTE_NAMES.find((remote) => remote === name);
  if (!known) throw ReleasesError.unknownRemote(name);
  return known;
}

/**
 * Whether a signed-in user is in a staged release: a sticky bucket 0-99 from a hash of the user
 * and the release, so each user keeps their answer while the percent only grows, and another
 * release draws another sample.
 */
export function inRollout(release: Pick<LiveRelease, 'id' | 'percent' | 'adminsFirst'>, viewer: RemotesViewer | undefined): boolean {
  if (release.percent >= 100) return true;
  if (!viewer) return false;
  if (release.adminsFirst && viewer.role === 'admin') return true;
  const bucket = createHash('sha256').update(`${viewer.id}:${release.id}`).digest().readUInt32BE(0) % 100;
  return bucket < release.percent;
}

function rolloutText(percent: number, adminsFirst: boolean): string {
  return `${percent === 100 ? 'all users' : `${percent} % of signed-in users`}${adminsFirst && percent < 100 ? ', admins first' : ''}`;
}

/**
 * Publishing, releasing and rolling back remotes, all in PostgreSQL: the release records, the
 * published files and the audit. Every API replica answers /remotes.json and serves the files
 * the same, with nothing else shared. Used by the API (ReleasesModule) and the command-line tool.
 */
export class ReleasesService {
  readonly files: RemoteFileStore;
  readonly repository: ReleasesRepository;
  private readonly shellShared: Record<string, string>;

  constructor(
    db: DataSource,
    private readonly settings: ReleasesSettings,
  ) {
    this.repository = new ReleasesRepository(db);
    this.files = new RemoteFileStore(this.repository);
    this.shellShared = settings.shellShared ?? shellSharedVersions();
  }

  private urlOf(name: string, version: string, externalUrl: string | null): string {
    return externalUrl ?? publishedManifestUrl(name, version);
  }

  /** The newest two live releases of each remote that has one. */
  async liveStates(manager?: EntityManager): Promise<Partial<Record<RemoteName, LiveState>>> {
    const rows = await this.repository.liveRows(manager);
    const states: Partial<Record<RemoteName, LiveState>> = {};
    for (const row of rows) {
      const release: LiveRelease = {
        id: String(row.id),
        version: row.version,
        percent: row.percent,
        adminsFirst: row.admins_first,
        url: this.urlOf(row.remote, row.version, row.external_url),
      };
      const state = states[row.remote];
      if (!state) states[row.remote] = { current: release, previous: null };
      else if (!state.previous) state.previous = release;
    }
    return states;
  }

  /** The live (newest, not rolled back) version of each remote that has one. */
  async liveVersions(): Promise<Partial<Record<RemoteName, string>>> {
    const states = await this.liveStates();
    return Object.fromEntries(Object.entries(states).map(([name, state]) => [name, state.current.version]));
  }

  /**
   * /remotes.json: remote name -> manifest URL for this viewer: an override, else the release
   * they are in (a staged one only for its share of signed-in users), else the built-in build.
   */
  async remotesManifest(viewer?: RemotesViewer): Promise<Record<string, string>> {
    return (await this.remotesAnswer(viewer)).manifest;
  }

  /** /remotes.json for this viewer, and whether it depends on who asks (a staged release runs): one read. */
  async remotesAnswer(viewer?: RemotesViewer): Promise<{ manifest: Record<string, string>; perUser: boolean }> {
    const states = await this.liveStates();
    const manifest: Record<string, string> = {};
    for (const name of REMOTE_NAMES) {
      const state = states[name];
      if (!state) manifest[name] = builtInManifestUrl(name);
      else if (inRollout(state.current, viewer)) manifest[name] = state.current.url;
      else manifest[name] = state.previous?.url ?? builtInManifestUrl(name);
    }
    const perUser = Object.entries(states).some(([name, state]) => state.current.percent < 100 && !this.settings.remoteUrls[name]);
    return { manifest: { ...manifest, ...this.settings.remoteUrls }, perUser };
  }

  /** The origins of every live externally hosted version (the CSP allows them). */
  async externalOrigins(): Promise<string[]> {
    const states = await this.liveStates();
    const urls = Object.values(states).flatMap((state) => [state.current.url, state.previous?.url ?? '']);
    return [...new Set(urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin))];
  }

  async list(): Promise<RemoteStatus[]> {
    const [versions, releases, states] = await Promise.all([this.repository.versions(), this.repository.releases(), this.liveStates()]);
    return REMOTE_NAMES.map((name) => {
      const state = states[name];
      const override = this.settings.remoteUrls[name] ?? null;
      const rollout =
        state && state.current.percent < 100
          ? {
              version: state.current.version,
              percent: state.current.percent,
              admins_first: state.current.adminsFirst,
              previous_version: state.previous?.version ?? null,
            }
          : null;
      const everyone = state ? (rollout ? (state.previous?.url ?? builtInManifestUrl(name)) : state.current.url) : builtInManifestUrl(name);
      return {
        name,
        live_version: state?.current.version ?? null,
        rollout,
        override_url: override,
        manifest_url: override ?? everyone,
        versions: versions.filter((row) => row.remote === name).map(({ remote: _remote, ...row }) => row),
        releases: releases.filter((row) => row.remote === name).map(({ remote: _remote, ...row }) => row),
      };
    });
  }

  async status(name: string): Promise<RemoteStatus> {
    const known = remoteName(name);
    const status = (await this.list()).find((remote) => remote.name === known);
    if (!status) throw ReleasesError.unknownRemote(name);
    return status;
  }

  /** The remote's audit, newest first. */
  async history(name: string, limit = 200): Promise<RemoteAuditRow[]> {
    const known = remoteName(name);
    return this.repository.history(known, limit);
  }

  /**
   * Stores a built remote's files as a new version, once its manifest names this remote, every
   * file it names is there and its shared singletons accept the live shell's. A published
   * version never changes; nothing is kept from a refused or failed publish.
   */
  async publish(name: string, version: string, files: BuildFile[], publishedBy: string): Promise<RemoteStatus> {
    const known = remoteName(name);
    const paths = new Set(files.map((file) => file.path));
    const manifest = files.find((file) => file.path === MANIFEST_FILE)?.content;
    const problems = buildProblems(known, paths, manifest, this.shellShared);
    if (problems.length > 0) throw ReleasesError.refusedBuild(known, version, problems);
    await this.repository.transaction(async (manager) => {
      if (!(await this.repository.addVersion(manager, known, version, publishedBy))) throw ReleasesError.alreadyPublished(known, version);
      await this.files.save(manager, known, version, files);
      const bytes = files.reduce((sum, file) => sum + file.content.length, 0);
      await this.repository.audit(manager, known, 'publish', version, publishedBy, `${files.length} files, ${Math.round(bytes / 1024)} KB`);
    });
    return this.status(known);
  }

  /** What stops a stored version from being released: its manifest or a file it names is missing. */
  private async releaseProblems(name: RemoteName, version: string): Promise<string[]> {
    const index = await this.files.index(name, version);
    const manifestHash = index.get(MANIFEST_FILE);
    const manifest = manifestHash ? await this.files.content(manifestHash) : undefined;
    // The shell's versions were checked at publish; here only that the files are all there.
    return buildProblems(name, new Set(index.keys()), manifest, {});
  }

  /** Records a version hosted elsewhere on its first release; the same version later must name the same URL. */
  private async recordExternal(manager: EntityManager, name: RemoteName, version: string, url: string, by: string): Promise<void> {
    const recorded = await this.repository.version(manager, name, version);
    if (!recorded) {
      if (!(await this.repository.addVersion(manager, name, version, by, url))) throw ReleasesError.externalMismatch(name, version, url);
      await this.repository.audit(manager, name, 'publish', version, by, `hosted at ${url}`);
    } else if (recorded.external_url !== url) {
      throw ReleasesError.externalMismatch(name, version, url);
    }
  }

  /**
   * Makes a version live for everyone, or for a sticky share of signed-in users (`percent`); the
   * same version again with another percent changes the rollout (100 finishes it). With `url`, a
   * version hosted elsewhere is recorded and released the same way.
   */
  async release(name: string, request: ReleaseRemoteRequest, releasedBy: string): Promise<RemoteStatus> {
    const known = remoteName(name);
    const { version, url } = request;
    const percent = request.percent ?? 100;
    const adminsFirst = request.admins_first ?? false;
    await this.repository.transaction(async (manager) => {
      await this.repository.lockRemote(manager, known);
      if (url) await this.recordExternal(manager, known, version, url, releasedBy);
      const stored = await this.repository.version(manager, known, version);
      if (!stored) throw ReleasesError.notPublished(known, version);
      if (stored.external_url === null) {
        const problems = await this.releaseProblems(known, version);
        if (problems.length > 0) throw ReleasesError.incomplete(known, version, problems);
      }
      const current = (await this.liveStates(manager))[known]?.current;
      if (current?.version === version) {
        if (current.percent === percent && current.adminsFirst === adminsFirst) throw ReleasesError.alreadyLive(known, version);
        await this.repository.setRollout(manager, current.id, percent, adminsFirst);
        await this.repository.audit(manager, known, 'rollout', version, releasedBy, `from ${current.percent} % to ${rolloutText(percent, adminsFirst)}`);
        return;
      }
      await this.repository.addRelease(manager, known, version, releasedBy, percent, adminsFirst);
      await this.repository.audit(manager, known, 'release', version, releasedBy, rolloutText(percent, adminsFirst));
    });
    return this.status(known);
  }

  /**
   * Rolls back the live release: the release before it becomes live again (or, when there is
   * none, the build served with the app). Records who and why; `automatic` rollbacks are
   * audited as such. With `onlyVersion`, rolls back only while that version is still the live one.
   */
  async rollback(name: string, rolledBackBy: string, reason: string | null = null, onlyVersion?: string): Promise<RemoteStatus> {
    const known = remoteName(name);
    await this.repository.transaction(async (manager) => {
      await this.repository.lockRemote(manager, known);
      const current = await this.repository.newestRelease(manager, known);
      if (!current || (onlyVersion !== undefined && current.version !== onlyVersion)) throw ReleasesError.nothingToRollBack(known);
      await this.repository.rollBack(manager, current.id, rolledBackBy, reason);
      await this.repository.audit(manager, known, rolledBackBy === 'automatic' ? 'auto_rollback' : 'rollback', current.version, rolledBackBy, reason);
    });
    return this.status(known);
  }
}
