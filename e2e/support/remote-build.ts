import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './repo.js';

/** The files a remote's build reads outside its own folder (rspack.remote.ts and what it imports). */
const ROOT_FILES = [
  'rspack.remote.ts',
  'rspack.web.ts',
  'mf.shared.ts',
  'react-router-exports.mjs',
  'react-router-exports.d.mts',
  'tsconfig.base.json',
  'package.json',
];

export interface RemoteCheckout {
  /** The copy's root (inside the repository, so node_modules resolve; ignored by git). */
  root: string;
  /** Edits a file of the copy, e.g. `edit('libs/ui/src/index.ts', (text) => ...)`. */
  edit: (path: string, change: (text: string) => string) => void;
  /** Builds the copied remote alone (rspack) and returns its dist folder. */
  build: () => string;
}

/**
 * A copy of one remote and the workspace libs, as a feature team's checkout: the tests change
 * the copy and build it, never the tracked sources. The copy's node_modules/@speakwell/* point
 * at its own libs, so a changed libs/ui is what the remote builds against.
 */
export function checkoutRemote(remote: string): RemoteCheckout {
  const parent = join(REPO_ROOT, 'e2e', '.remote-builds');
  mkdirSync(parent, { recursive: true });
  const root = mkdtempSync(join(parent, `${remote}-`));
  for (const file of ROOT_FILES) cpSync(join(REPO_ROOT, file), join(root, file));
  const skip = (path: string) => !/[\\/](node_modules|dist)([\\/]|$)/.test(path.slice(REPO_ROOT.length));
  cpSync(join(REPO_ROOT, 'libs'), join(root, 'libs'), { recursive: true, filter: skip });
  cpSync(join(REPO_ROOT, `mfe-${remote}`), join(root, `mfe-${remote}`), { recursive: true, filter: skip });
  mkdirSync(join(root, 'node_modules', '@speakwell'), { recursive: true });
  for (const lib of readdirSync(join(root, 'libs'))) {
    const { name } = JSON.parse(readFileSync(join(root, 'libs', lib, 'package.json'), 'utf8')) as { name: string };
    symlinkSync(join(root, 'libs', lib), join(root, 'node_modules', name), 'dir');
  }
  return {
    root,
    edit: (path, change) => writeFileSync(join(root, path), change(readFileSync(join(root, path), 'utf8'))),
    build: () => {
      const dir = join(root, `mfe-${remote}`);
      execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build'], {
        cwd: dir,
        stdio: 'pipe',
        timeout: 240_000,
      });
      execFileSync(process.execPath, [join(REPO_ROOT, 'tools', 'precompress.mjs'), 'dist'], { cwd: dir, stdio: 'pipe' });
      return join(dir, 'dist');
    },
  };
}

/** `npm run remotes -- <args>` against an API's database and published builds folder. */
export function remotesCli(args: string[], env: Record<string, string>): string {
  return execFileSync(process.execPath, [join(REPO_ROOT, 'tools', 'remotes.mjs'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}
