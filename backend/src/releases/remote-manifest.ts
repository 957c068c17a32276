import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES } from '@speakwell/contracts';
import semver from 'semver';

/** The Module Federation manifest a remote's build writes (the parts a release depends on). */
interface AssetLists {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}
interface SharedEntry {
  name?: unknown;
  singleton?: unknown;
  requiredVersion?: unknown;
  assets?: AssetLists;
}
interface FederationManifest {
  name?: unknown;
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  shared?: SharedEntry[];
  exposes?: Array<{ assets?: AssetLists }>;
}

export const MANIFEST_FILE = 'mf-manifest.json';

/** The singletons the shell shares (mf.shared.ts): one copy per page, so a remote must accept the shell's. */
const SHELL_SINGLETONS = ['react', 'react-dom', 'react-router', 'zustand', '@tanstack/react-query', '@speakwell/session', '@speakwell/api-client'];

// backend/src/releases and backend/dist/releases both sit three levels below the repository root.
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The versions of the singletons the served shell was built with: as the builds served with the
 * app (mfe-*\/dist/mf-manifest.json, built from the same lockfile as the shell) name them, else as
 * installed beside the API (read as mf.shared.ts reads them at build time). A package found in
 * neither is left out (nothing to check it against).
 */
export function shellSharedVersions(root = REPOSITORY_ROOT): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const remote of REMOTE_NAMES) {
    const file = join(root, `mfe-${remote}`, 'dist', MANIFEST_FILE);
    if (!existsSync(file)) continue;
    for (const shared of parseManifest(readFileSync(file))?.shared ?? []) {
      if (typeof shared.name === 'string' && SHELL_SINGLETONS.includes(shared.name) && typeof (shared as { version?: unknown }).version === 'string') {
        versions[shared.name] ??= (shared as { version: string }).version;
      }
    }
  }
  const require = createRequire(join(root, 'package.json'));
  for (const pkg of SHELL_SINGLETONS) {
    if (versions[pkg]) continue;
    try {
      const { version } = require(`${pkg}/package.json`) as { version?: unknown };
      if (typeof version === 'string') versions[pkg] = version;
    } catch {
      // Not installed beside this API either.
    }
  }
  return versions;
}

/** `react` for `react/jsx-runtime`, `@tanstack/react-query` for itself. */
function packageOf(shared: string): string {
  const parts = shared.split('/');
  return shared.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? shared);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function assetFiles(assets: AssetLists | undefined): string[] {
  return [...strings(assets?.js?.sync), ...strings(assets?.js?.async), ...strings(assets?.css?.sync), ...strings(assets?.css?.async)];
}

/** Parses mf-manifest.json; undefined when it is not a JSON object. */
export function parseManifest(content: Buffer): FederationManifest | undefined {
  try {
    const parsed: unknown = JSON.parse(content.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as FederationManifest) : undefined;
  } catch {
    return undefined;
  }
}

/** Every file the manifest names (remote entry, exposed modules' and shared modules' chunks and CSS). */
export function filesNamedBy(manifest: FederationManifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const named = new Set<string>();
  if (typeof entry?.name === 'string' && entry.name)
    named.add(`${typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`);
  for (const exposed of manifest.exposes ?? []) assetFiles(exposed.assets).forEach((file) => named.add(file));
  for (const shared of manifest.shared ?? []) assetFiles(shared.assets).forEach((file) => named.add(file));
  return [...named].map((file) => file.replace(/^\.?\//, ''));
}

/** What stops `files` from being a release of `remote` (empty: it is a whole build), for the live shell. */
export function buildProblems(remote: string, paths: Set<string>, manifestContent: Buffer | undefined, shell: Record<string, string>): string[] {
  if (!manifestContent) return [`the build has no ${MANIFEST_FILE} (upload the remote's built dist/ folder)`];
  const manifest = parseManifest(manifestContent);
  if (!manifest) return [`the build's ${MANIFEST_FILE} is not a JSON object`];
  const problems: string[] = [];
  if (manifest.name !== remote) problems.push(`the build's ${MANIFEST_FILE} names the remote "${String(manifest.name)}", not "${remote}"`);
  if (typeof manifest.metaData?.remoteEntry?.name !== 'string' || !manifest.metaData.remoteEntry.name)
    problems.push(`the build's ${MANIFEST_FILE} names no remote entry`);
  const missing = filesNamedBy(manifest).filter((file) => !paths.has(file));
  if (missing.length > 0)
    problems.push(
      `files named by ${MANIFEST_FILE} are missing: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}`,
    );
  for (const shared of manifest.shared ?? []) {
    if (shared.singleton !== true || typeof shared.name !== 'string' || typeof shared.requiredVersion !== 'string') continue;
    const pkg = packageOf(shared.name);
    const shellVersion = shell[pkg];
    if (shellVersion && !semver.satisfies(shellVersion, shared.requiredVersion)) {
      problems.push(`it needs ${shared.name} ${shared.requiredVersion}, but the live shell has ${pkg} ${shellVersion}`);
    }
  }
  return problems;
}
