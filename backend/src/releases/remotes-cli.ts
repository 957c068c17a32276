// `npm run remotes -- <command>`: publish, release, roll back, list and audit the remotes' versions,
// either on the server (against the API's PostgreSQL) or from anywhere through the API with a
// deploy token (`--to https://host --token $TOKEN`). See the README's "Remotes" section.
import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type ReleaseRemoteRequest, type RemoteAuditRow, RemoteVersion, type RemoteStatus } from '@speakwell/contracts';
import { findRepoRoot, loadConfig } from '../config/load-config.js';
import { openCliDatabase } from '../database/cli-database.js';
import { DEPLOY_TOKEN_PREFIX, DeployTokensService } from './deploy-tokens.service.js';
import { packBuildDir } from './pack-build.js';
import { readBuildDir } from './remote-build.js';
import { ReleasesError } from './releases.errors.js';
import { ReleasesService } from './releases.service.js';
import { runOperatorCommand, UsageError } from '../config/operator-command.js';

const USAGE = `Usage: npm run remotes -- <command> [--to https://host --token TOKEN]
  list [<name>]                          each remote, its live version and rollout, published versions
  publish <name> [--version X] [--from DIR]
                                         store a built remote (default mfe-<name>/dist; version
                                         default: its package.json) as a new version
  release <name> <version> [--percent N] [--admins-first] [--url URL]
                                         make a version live (to N % of signed-in users; the same
                                         version again changes the percent, 100 finishes); --url:
                                         a version hosted elsewhere (its mf-manifest.json)
  rollback <name> [--reason TEXT]        back to the release before the live one
  history <name>                         who published, released, rolled back, when and why
  token create|list <name>               deploy tokens of a remote (on the server only)
  token revoke <name> <id>
With --to and --token (a deploy token, or TOKEN from the environment) the command goes through
the API of that server; without them it uses DATABASE_URL (or the running npm start's database).`;

interface Options {
  version?: string;
  from?: string;
  to?: string;
  token?: string;
  percent?: string;
  'admins-first'?: boolean;
  url?: string;
  reason?: string;
}

function describe(status: RemoteStatus): string {
  const live = status.live_version ?? 'built-in (no release)';
  const rollout = status.rollout
    ? `  (rolling out to ${status.rollout.percent} %${status.rollout.admins_first ? ', admins first' : ''}; the rest: ${status.rollout.previous_version ?? 'built-in'})`
    : '';
  const lines = [
    `${status.name.padEnd(11)} live: ${live}${rollout}${status.override_url ? `  (overridden here by REMOTE_URL_${status.name.toUpperCase()}=${status.override_url})` : ''}`,
  ];
  if (status.versions.length > 0)
    lines.push(`            published: ${status.versions.map((row) => (row.external_url ? `${row.version} (${row.external_url})` : row.version)).join(', ')}`);
  return lines.join('\n');
}

function describeHistory(rows: RemoteAuditRow[]): string {
  if (rows.length === 0) return 'Nothing recorded yet.';
  return rows
    .map((row) => `${row.at}  ${row.action.padEnd(13)} ${(row.version ?? '').padEnd(10)} by ${row.actor}${row.reason ? `: ${row.reason}` : ''}`)
    .join('\n');
}

function packageVersion(dir: string): string | undefined {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return undefined;
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
  return typeof version === 'string' ? version : undefined;
}

function releaseRequest(version: string, values: Options): ReleaseRemoteRequest {
  const percent = values.percent === undefined ? undefined : Number(values.percent);
  if (percent !== undefined && (!Number.isInteger(percent) || percent < 1 || percent > 100))
    throw new UsageError('--percent must be a whole number from 1 to 100');
  return { version, ...(percent !== undefined && { percent }), ...(values['admins-first'] && { admins_first: true }), ...(values.url && { url: values.url }) };
}

/** The build folder and version `publish` sends. */
function publishSource(name: string, values: Options): { from: string; version: string } {
  const from = values.from ? resolve(values.from) : join(findRepoRoot(), `mfe-${name}`, 'dist');
  if (!existsSync(join(from, 'mf-manifest.json'))) throw ReleasesError.notABuild(from);
  const chosen = values.version ?? packageVersion(dirname(from));
  if (!chosen) throw new UsageError(`No version: pass --version X (or set "version" in ${join(dirname(from), 'package.json')})`);
  const parsed = RemoteVersion.safeParse(chosen);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'bad version');
  return { from, version: parsed.data };
}

/** The remote a deploy token is for (its name is part of the token). */
function tokenRemote(token: string): string | undefined {
  return token.startsWith(DEPLOY_TOKEN_PREFIX) ? token.slice(DEPLOY_TOKEN_PREFIX.length).split('_')[0] : undefined;
}

/** The same commands through the API of `to`, as a team's CI runs them. */
async function throughApi(command: string, name: string | undefined, version: string | undefined, values: Options, to: string, token: string): Promise<string> {
  const base = to.replace(/\/+$/, '');
  const call = async <T>(method: string, path: string, body?: { json?: unknown; archive?: Buffer }): Promise<T> => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    let payload: Uint8Array | string | undefined;
    if (body?.archive) {
      headers['Content-Type'] = 'application/gzip';
      payload = new Uint8Array(body.archive);
    } else if (body?.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body.json);
    }
    const response = await fetch(`${base}${path}`, { method, headers, body: payload });
    const text = await response.text();
    if (!response.ok) {
      let error = text;
      try {
        error = (JSON.parse(text) as { error?: string }).error ?? text;
      } catch {
        // not JSON: the text as it came
      }
      throw new UsageError(`${method} ${path}: ${response.status} ${error}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const remote = name ?? tokenRemote(token);
  if (!remote) throw new UsageError(USAGE);
  const path = `/api/remotes/${encodeURIComponent(remote)}`;
  switch (command) {
    case 'list':
      return describe(await call<RemoteStatus>('GET', path));
    case 'history':
      return describeHistory(await call<RemoteAuditRow[]>('GET', `${path}/history`));
    case 'publish': {
      const source = publishSource(remote, values);
      const archive = await packBuildDir(source.from);
      await call('POST', `${path}/versions?version=${encodeURIComponent(source.version)}`, { archive });
      return `Published ${remote} ${source.version} to ${base} (${Math.round(archive.length / 1024)} KB). Make it live with: npm run remotes -- release ${remote} ${source.version} --to ${base} --token $TOKEN`;
    }
    case 'release':
      if (!version) throw new UsageError(USAGE);
      return `Released. ${describe(await call<RemoteStatus>('POST', `${path}/releases`, { json: releaseRequest(version, values) }))}`;
    case 'rollback':
      return `Rolled back. ${describe(await call<RemoteStatus>('POST', `${path}/rollback`, { json: values.reason ? { reason: values.reason } : {} }))}`;
    default:
      throw new UsageError(`Unknown command "${command}" with --to.\n${USAGE}`);
  }
}

async function onServer(command: string, name: string | undefined, version: string | undefined, values: Options, rest: string[]): Promise<string> {
  const config = loadConfig();
  const { db, close } = await openCliDatabase(config, 'speakwell-remotes-cli');
  const releases = new ReleasesService(db, { remoteUrls: config.remoteUrls });
  const tokens = new DeployTokensService(releases);
  const by = `cli:${userInfo().username}`;
  try {
    switch (command) {
      case 'list':
        return (await releases.list())
          .filter((status) => !name || status.name === name)
          .map(describe)
          .join('\n');
      case 'history':
        if (!name) throw new UsageError(USAGE);
        return describeHistory(await releases.history(name));
      case 'publish': {
        if (!name) throw new UsageError(USAGE);
        const source = publishSource(name, values);
        await releases.publish(name, source.version, readBuildDir(source.from), by);
        return `Published ${name} ${source.version} (served at /remotes/${name}/${source.version}/ by every replica). Make it live with: npm run remotes -- release ${name} ${source.version}`;
      }
      case 'release':
        if (!name || !version) throw new UsageError(USAGE);
        return `Released. ${describe(await releases.release(name, releaseRequest(version, values), by))}`;
      case 'rollback':
        if (!name) throw new UsageError(USAGE);
        return `Rolled back. ${describe(await releases.rollback(name, by, values.reason ?? null))}`;
      case 'token': {
        // `token create dictionary`: name is the action, version the remote.
        const [action, remote, id] = [name, version, rest[0]];
        if (!remote) throw new UsageError(USAGE);
        if (action === 'create') {
          const created = await tokens.create(remote, by);
          return `Deploy token ${created.id} for ${remote} (shown once, keep it in your CI's secrets):\n${created.token}`;
        }
        if (action === 'list') {
          const rows = await tokens.list(remote);
          return rows.length === 0
            ? `${remote} has no deploy tokens.`
            : rows
                .map(
                  (row) =>
                    `${row.id}  created ${row.created_at} by ${row.created_by}  last used ${row.last_used_at ?? 'never'}${row.revoked_at ? `  revoked ${row.revoked_at}` : ''}`,
                )
                .join('\n');
        }
        if (action === 'revoke' && id) {
          await tokens.revoke(remote, id, by);
          return `Revoked deploy token ${id} of ${remote}.`;
        }
        throw new UsageError(USAGE);
      }
      default:
        throw new UsageError(`Unknown command "${command}".\n${USAGE}`);
    }
  } finally {
    await close();
  }
}

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      token: { type: 'string' },
      percent: { type: 'string' },
      'admins-first': { type: 'boolean' },
      url: { type: 'string' },
      reason: { type: 'string' },
    },
  });
  const [command, name, version, ...rest] = positionals;
  if (!command || command === 'help') throw new UsageError(USAGE);
  if (values.to) {
    const token = values.token ?? process.env.TOKEN;
    if (!token) throw new UsageError('--to needs --token (a deploy token, or TOKEN in the environment)');
    return throughApi(command, name, version, values, values.to, token);
  }
  return onServer(command, name, version, values, rest);
}

runOperatorCommand(run);
