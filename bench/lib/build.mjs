import { spawn } from 'node:child_process';
import { say } from './progress.mjs';

/**
 * `nx run-many -t build`: Nx's cache rebuilds only what changed since the last build. Output
 * is streamed (indented) so a long build shows it is alive. Resolves when the build passes.
 */
export function buildStale({ cwd, onChild }) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream', '--parallel=2'], {
      cwd,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onChild(child);
    let tail = '';
    const forward = (chunk) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-4000);
      for (const line of text.split('\n')) if (line.trim()) process.stderr.write(`    ${line}\n`);
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      onChild(undefined);
      if (code === 0) resolve(undefined);
      else {
        say(`build output (end):\n${tail}`);
        reject(new Error(`the build failed (${signal ?? `exit ${code}`})`));
      }
    });
  });
}
