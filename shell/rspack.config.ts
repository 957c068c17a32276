import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { mfShared } from '../mf.shared.ts';
import { webAppConfig } from '../rspack.web.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));
const SIGNED_OUT_DIR = 'signed-out';

/** The start script's URL, noted by the signed-out build for the page the app build writes. */
const built: { startScript?: string } = {};

/** Notes the URL of the `start` entry once the signed-out build is done. */
const noteStartScript = {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('note-start-script', (stats) => {
      const file = stats.compilation.entrypoints.get('start')?.getFiles().find((name) => name.endsWith('.js'));
      built.startScript = file ? `/${file}` : undefined;
    });
  },
};

// The signed-out app (start.ts -> /login, /register): no Module Federation, so the login page
// loads no federation runtime and no shared-module waterfall. Built first (it cleans dist/),
// its files under dist/signed-out/.
const signedOutBase = webAppConfig({ dir, name: 'shell_signed_out' });
const signedOut: Configuration = {
  ...signedOutBase,
  name: 'signed-out',
  entry: { start: './src/start.ts' },
  output: {
    ...signedOutBase.output,
    publicPath: '/',
    filename: `${SIGNED_OUT_DIR}/[name].[contenthash:8].js`,
    chunkFilename: `${SIGNED_OUT_DIR}/[name].[contenthash:8].js`,
    cssFilename: `${SIGNED_OUT_DIR}/[name].[contenthash:8].css`,
    cssChunkFilename: `${SIGNED_OUT_DIR}/[name].[contenthash:8].css`,
  },
  // Two chunks: the app, and the contracts with zod (loaded when a form is sent).
  optimization: { ...signedOutBase.optimization, splitChunks: false },
  plugins: [...(signedOutBase.plugins ?? []), noteStartScript],
};

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * index.html: the theme's stylesheet and the start script, which loads either the signed-out
 * app or this build's main script (passed as data-app).
 */
function page({ htmlRspackPlugin }: Record<string, { files: { js: string[]; css: string[] } }>): string {
  const { startScript } = built;
  if (!startScript) throw new Error('the signed-out build did not run before the app build');
  const [appScript] = htmlRspackPlugin.files.js;
  if (!appScript) throw new Error('the app build has no main script');
  const styles = htmlRspackPlugin.files.css.map((href) => `<link href="${escapeAttribute(href)}" rel="stylesheet" />`).join('');
  const head = `${styles}<script defer src="${escapeAttribute(startScript)}" data-app="${escapeAttribute(appScript)}"></script>`;
  return readFileSync(new URL('./src/index.html', import.meta.url), 'utf8').replace('</head>', `${head}</head>`);
}

// The signed-in app: the federation host (frame, Settings, remotes).
const base = webAppConfig({ dir, name: 'shell' });
const app: Configuration = {
  ...base,
  name: 'shell',
  dependencies: ['signed-out'],
  entry: { main: './src/index.ts' },
  // dist/ was cleaned by the signed-out build, which ran first.
  output: { ...base.output, publicPath: '/', clean: false },
  plugins: [
    ...(base.plugins ?? []),
    new rspack.HtmlRspackPlugin({ templateContent: page, inject: false, minify: true }),
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

export default [signedOut, app];
