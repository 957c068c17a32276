import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { StartRefusedError } from './start-refused.error.js';

/** The data folder is in use by another running API: nothing was touched. */
export class DataDirLockedError extends StartRefusedError {
  constructor(lockFile: string, pid: number) {
    super(
      `Another SpeakWell API (pid ${pid}) is already using this data folder (${lockFile} is held). ` +
        'Stop that one first, or give this one its own DATA_DIR (or a DATABASE_URL). Nothing was changed.',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

function holderOf(lockFile: string): { pid: number; host: string } | undefined {
  try {
    const [pid, host = ''] = readFileSync(lockFile, 'utf8').trim().split(' ');
    return { pid: Number(pid), host };
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `lockFile` for this process (created atomically, holding "<pid> <host>"). A lock left
 * by a process that no longer runs is taken over; one held by a running process throws
 * DataDirLockedError before anything else happens.
 */
export function lockDataDir(lockFile: string): DataDirLock {
  const mine = `${process.pid} ${hostname()}\n`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // Written beside, then linked into place: the lock appears with its content, atomically.
      const draft = `${lockFile}.${process.pid}`;
      writeFileSync(draft, mine, { mode: 0o600 });
      try {
        linkSync(draft, lockFile);
      } finally {
        rmSync(draft, { force: true });
      }
      return {
        release: () => {
          if (holderOf(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(lockFile);
      // Another machine sharing the folder cannot be checked: treat its lock as held.
      if (holder && (holder.host !== hostname() || isRunning(holder.pid)) && holder.pid !== process.pid) throw new DataDirLockedError(lockFile, holder.pid);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
