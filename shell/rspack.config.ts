import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { mfShared } from '../mf.shared.ts';
import { webAppConfig } from '../rspack.web.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));
const base = webAppConfig({ dir, name: 'shell' });

const config: Configuration = {
  ...base,
  entry: { main: './src/index.ts' },
  output: { ...base.output, publicPath: '/' },
  plugins: [
    ...(base.plugins ?? []),
    new rspack.HtmlRspackPlugin({ template: './src/index.html', scriptLoading: 'defer', minify: true }),
    new ModuleFederationPlugin({
      name: 'shell',
      // No remote is known at build time: /remotes.json names them at run time.
      remotes: {},
      shared: mfShared,
      runtimePlugins: [fileURLToPath(new URL('./src/remotes/remote-error-plugin.ts', import.meta.url))],
      manifest: false,
      dts: false,
      // The remotes take the federation runtime from here (externalRuntime in rspack.remote.ts).
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ],
};

export default config;
