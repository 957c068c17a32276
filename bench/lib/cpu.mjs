import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time used by processes, from /proc (Linux). Requests/s on a shared machine move with
 * whatever else runs; CPU milliseconds per request hardly do, so the report shows both.
 */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** [ppid, cpu ms] of a process, or undefined when it is gone or there is no /proc. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields we need follow its ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

export const canMeasureCpu = existsSync('/proc/self/stat');

export function cpuMsOf(pid) {
  return stat(pid)?.cpuMs ?? 0;
}

/**
 * CPU ms per process of a tree (a process and its direct children: PostgreSQL's postmaster and
 * its backends), by pid, so a backend that exits between two readings cannot make the
 * difference negative.
 */
export function cpuMsByPid(pid) {
  const byPid = new Map([[pid, cpuMsOf(pid)]]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(entry);
    if (child && child.ppid === pid) byPid.set(Number(entry), child.cpuMs);
  }
  return byPid;
}

/** CPU ms the tree used between two cpuMsByPid() readings (processes gone since are not counted). */
export function cpuMsBetween(before, after) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** [busy, total] jiffies of all CPUs together (the first line of /proc/stat), or undefined. */
function machineTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0); // idle + iowait
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return [total - idle, total];
  } catch {
    return undefined;
  }
}

/**
 * Waits until the whole machine is quiet (under `busyFraction` of all its CPUs over `windowMs`),
 * at most `timeoutMs`: what a section left running (PostgreSQL analysing the rows just seeded,
 * Chromium closing a page) must not be timed as part of the next. Returns the busy fraction of
 * the last window (null without /proc).
 */
export async function waitForQuietMachine({ busyFraction = 0.2, windowMs = 500, timeoutMs = 20_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let previous = machineTicks();
  if (!previous) return null;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = machineTicks();
    if (!now) return null;
    const busy = now[1] > previous[1] ? (now[0] - previous[0]) / (now[1] - previous[1]) : 0;
    if (busy < busyFraction || Date.now() >= deadline) return busy;
    previous = now;
  }
}
