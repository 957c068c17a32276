import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'embedded-database-url';

/**
 * The running API's embedded PostgreSQL URL, kept in DATA_DIR (readable by its owner only)
 * so `npm run remotes` can reach the same database while `npm start` runs.
 */
export function rememberEmbeddedDatabaseUrl(dataDir: string, url: string): void {
  writeFileSync(join(dataDir, FILE), `${url}\n`, { mode: 0o600 });
}

export function embeddedDatabaseUrl(dataDir: string): string | undefined {
  const file = join(dataDir, FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}
