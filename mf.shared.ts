// The one list of Module Federation shared modules, used by the shell and every remote.
//
// Versions are real: each entry's `version` is the installed package's (workspace libs: their
// package.json), and `requiredVersion` is `^major.minor.0` of it: a build needs at least the
// minor version it was built against (a lib's minor adds exports), never a given patch.
//
// - Singletons (one copy per page, `strictVersion`): React and ReactDOM, react-router, zustand,
//   TanStack Query (one query client), and the workspace libs that hold state: the session store
//   and the API client. A remote built against a newer incompatible one gets the fallback with the
//   version it needs (shell/src/remotes/remote-error-plugin.ts), never the wrong copy.
// - May load a second copy: the stateless workspace libs `ui` (components) and `contracts`
//   (schemas). A remote built against a newer `ui` (a new export) gets its own copy; remotes built
//   against the shell's version share the shell's.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { REACT_ROUTER_EXPORTS } from './react-router-exports.mjs';

export { REACT_ROUTER_EXPORTS };

const require = createRequire(import.meta.url);

/** The installed version of a package (workspace libs resolve to libs/<name>). */
export function installedVersion(pkg: string): string {
  const file = require.resolve(`${pkg}/package.json`);
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: string };
  if (!version) throw new Error(`${file} has no version`);
  return version;
}

/** `^1.4.0` for 1.4.2: this minor or a later compatible one. */
export function requiredVersionFor(version: string): string {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

function singleton(pkg: string, versionOf = pkg) {
  const version = installedVersion(versionOf);
  return { singleton: true, strictVersion: true, version, requiredVersion: requiredVersionFor(version) };
}

function secondCopyAllowed(pkg: string) {
  const version = installedVersion(pkg);
  return { singleton: false, version, requiredVersion: requiredVersionFor(version) };
}

export const mfShared = {
  react: singleton('react'),
  'react-dom': singleton('react-dom'),
  'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
  'react-dom/client': singleton('react-dom/client', 'react-dom'),
  'react-router': {
    ...singleton('react-router'),
    treeShaking: { mode: 'runtime-infer' as const, usedExports: REACT_ROUTER_EXPORTS },
  },
  zustand: singleton('zustand'),
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  '@speakwell/session': singleton('@speakwell/session'),
  '@speakwell/api-client': singleton('@speakwell/api-client'),
  '@speakwell/ui': secondCopyAllowed('@speakwell/ui'),
  '@speakwell/contracts': secondCopyAllowed('@speakwell/contracts'),
};
