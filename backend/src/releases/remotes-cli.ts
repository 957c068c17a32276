// `npm run remotes -- <command>`: publish, release, roll back and list the remotes' versions,
// against the same PostgreSQL (and REMOTES_DIR) as the API. See the README's "Remotes" section.
import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RemoteVersion, type RemoteStatus } from '@speakwell/contracts';
import { config as loadDotenv } from 'dotenv';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { ConfigError, findRepoRoot, loadConfig } from '../config/load-config.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { runMigrationsLocked } from '../database/migrate.js';
import { migrations } from '../database/migrations/index.js';
import { embeddedDatabaseUrl } from './embedded-database-url.js';
import { ReleasesError } from './releases.errors.js';
import { ReleasesService } from './releases.service.js';

const USAGE = `Usage: npm run remotes -- <command>
  list                                   each remote, its live version, published versions
  publish <name> [--version X] [--from DIR]
                                         copy a built remote (default mfe-<name>/dist; version
                                         default: mfe-<name>/package.json) to REMOTES_DIR
  release <name> <version>               make a published version live (no restart)
  rollback <name>                        back to the release before the live one`;

class UsageError extends Error {}

async function connect(url: string): Promise<DataSource> {
  const db = new DataSource({ type: 'postgres', url, migrations, migrationsTransactionMode: 'each', uuidExtension: 'pgcrypto', installExtensions: false, applicationName: 'speakwell-remotes-cli', connectTimeoutMS: 5000 });
  await db.initialize();
  // Under the same advisory lock as the API and `npm run migrate`, so they never race.
  await runMigrationsLocked(db);
  return db;
}

/** DATABASE_URL; else the embedded database of a running `npm start`; else start it for this command. */
async function openDatabase(config: AppConfig): Promise<{ db: DataSource; embedded?: EmbeddedPostgres }> {
  if (config.databaseUrl) return { db: await connect(config.databaseUrl) };
  const running = embeddedDatabaseUrl(config.dataDir);
  if (running) {
    try {
      return { db: await connect(running) };
    } catch {
      // Not running: start it below.
    }
  }
  const embedded = await startEmbeddedPostgres({ dataDir: join(config.dataDir, 'postgres'), port: config.embeddedPgPort });
  try {
    return { db: await connect(embedded.url), embedded };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

function describe(status: RemoteStatus): string {
  const live = status.live_version ?? 'built-in (no release)';
  const lines = [`${status.name.padEnd(11)} live: ${live}${status.override_url ? `  (overridden by REMOTE_URL_${status.name.toUpperCase()}=${status.override_url})` : ''}`];
  if (status.versions.length > 0) lines.push(`            published: ${status.versions.map((row) => row.version).join(', ')}`);
  return lines.join('\n');
}

function packageVersion(dir: string): string | undefined {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return undefined;
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
  return typeof version === 'string' ? version : undefined;
}

async function run(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { version: { type: 'string' }, from: { type: 'string' } } });
  const [command, name, version] = positionals;
  if (!command || command === 'help') throw new UsageError(USAGE);
  const config = loadConfig();
  const { db, embedded } = await openDatabase(config);
  const releases = new ReleasesService(db, { remotesDir: config.remotesDir, remoteUrls: config.remoteUrls });
  const by = `cli:${userInfo().username}`;
  try {
    switch (command) {
      case 'list':
        return (await releases.list()).map(describe).join('\n');
      case 'publish': {
        if (!name) throw new UsageError(USAGE);
        const from = values.from ? resolve(values.from) : join(findRepoRoot(), `mfe-${name}`, 'dist');
        const chosen = values.version ?? packageVersion(dirname(from));
        if (!chosen) throw new UsageError(`No version: pass --version X (or set "version" in ${join(dirname(from), 'package.json')})`);
        const parsed = RemoteVersion.safeParse(chosen);
        if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'bad version');
        await releases.publish(name, parsed.data, from);
        return `Published ${name} ${parsed.data} (served at /remotes/${name}/${parsed.data}/). Make it live with: npm run remotes -- release ${name} ${parsed.data}`;
      }
      case 'release': {
        if (!name || !version) throw new UsageError(USAGE);
        return `Released. ${describe(await releases.release(name, version, by))}`;
      }
      case 'rollback': {
        if (!name) throw new UsageError(USAGE);
        return `Rolled back. ${describe(await releases.rollback(name, by))}`;
      }
      default:
        throw new UsageError(`Unknown command "${command}".\n${USAGE}`);
    }
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

for (const file of [join(process.cwd(), '.env'), join(findRepoRoot(), '.env')]) {
  if (existsSync(file)) loadDotenv({ path: file });
}
run(process.argv.slice(2)).then(
  (output) => process.stdout.write(`${output}\n`),
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof ReleasesError || error instanceof ConfigError;
    process.stderr.write(`${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
