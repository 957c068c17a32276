// One config for all six remotes: each exposes './Module' (its <Routes>), writes its own
// mf-manifest.json, and takes the Module Federation runtime from the host.
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { mfShared } from './mf.shared.ts';
import { webAppConfig } from './rspack.web.ts';

export interface RemoteOptions {
  /** Container name, also the key in /remotes.json: drill, scripts, meeting, dictionary, dashboard, admin. */
  name: string;
  /** The remote's folder (pass import.meta.dirname). */
  dir: string;
}

export function remoteConfig({ name, dir }: RemoteOptions): Configuration {
  const base = webAppConfig({ dir, name });
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
        // remoteEntry stays small.
        experiments: { externalRuntime: true },
      }),
    ],
  };
}
