// One config for all six remotes: each exposes './Module' (its <Routes>), writes its own
// mf-manifest.json, and takes the Module Federation runtime from the host.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Compiler, Configuration } from '@rspack/core';
import { mfShared } from './mf.shared.ts';
import { webAppConfig } from './rspack.web.ts';

export interface RemoteOptions {
  /** Container name, also the key in /remotes.json: drill, scripts, meeting, dictionary, dashboard, admin. */
  name: string;
  /** The remote's folder (pass import.meta.dirname). */
  dir: string;
}

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, path);
    else hash.update(entry.name).update(readFileSync(path));
  }
}

/**
 * A short id of what this build is made of (the remote's sources, the workspace libs, the
 * shared list), so two builds of one remote never share a chunk-loading global: a page that
 * loaded version 1 and then, after a release, version 2 keeps their chunks apart.
 */
function buildId(dir: string): string {
  const hash = createHash('sha256');
  const root = join(import.meta.dirname, '.');
  hashTree(hash, join(dir, 'src'));
  hash.update(readFileSync(join(dir, 'package.json')));
  for (const lib of readdirSync(join(root, 'libs')).sort()) hashTree(hash, join(root, 'libs', lib, 'src'));
  hash.update(readFileSync(join(root, 'mf.shared.ts')));
  return hash.digest('hex').slice(0, 8);
}

const require = createRequire(import.meta.url);

/**
 * The part of the federation runtime each remoteEntry.js still carries (the bundler runtime and
 * its helpers; runtime-core comes from the shell) as ES modules, not the CommonJS build the
 * plugin resolves by default: then the build drops what a remote never runs (loading remotes of
 * its own, Node code paths). About 1.6 KB gzip less per remote.
 */
class FederationRuntimeAsEsModules {
  apply(compiler: Compiler): void {
    const asEsModule = (pkg: string) => require.resolve(pkg).replace(/\.cjs$/, '.js');
    // After the federation plugins have set their aliases (afterPlugins runs in plugin order).
    compiler.hooks.afterPlugins.tap('FederationRuntimeAsEsModules', () => {
      compiler.options.resolve.alias = {
        ...compiler.options.resolve.alias,
        '@module-federation/runtime$': asEsModule('@module-federation/runtime'),
        '@module-federation/runtime': asEsModule('@module-federation/runtime'),
        [require.resolve('@module-federation/webpack-bundler-runtime')]: asEsModule('@module-federation/webpack-bundler-runtime'),
      };
    });
  }
}

export function remoteConfig({ name, dir }: RemoteOptions): Configuration {
  const base = webAppConfig({ dir, name: `${name}_${buildId(dir)}` });
  return {
    ...base,
    // A remote has no page of its own: the container entry is its only entry.
    entry: {},
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './Module': './src/routes.tsx' },
        shared: mfShared,
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // The shell provides the federation runtime (provideExternalRuntime), so each
        // remoteEntry stays small; a remote loads no remotes itself and runs in browsers only.
        experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
      }),
      new FederationRuntimeAsEsModules(),
    ],
  };
}
