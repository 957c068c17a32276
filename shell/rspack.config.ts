import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { mfShared } from '../mf.shared.ts';
import { webAppConfig } from '../rspack.web.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));
const SIGNED_OUT_DIR = 'signed-out';

/**
 * Noted for the page the app build writes: the start script (by the signed-out build) and the
 * scripts the signed-in app loads right after main.js (by the app build).
 */
const built: { startSource?: string; appScripts?: string[] } = {};

/**
 * Takes the `start` entry out of the signed-out build's output: index.html carries it inline,
 * so the page decides between the two apps, and asks for the one it needs, as soon as the head
 * is parsed instead of one request later. (The API adds its hash to the page's CSP.)
 */
const inlineStartScript = {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('inline-start-script', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'inline-start-script', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const file = compilation.entrypoints
          .get('start')
          ?.getFiles()
          .find((name) => name.endsWith('.js'));
        const asset = file ? compilation.getAsset(file) : undefined;
        if (!file || !asset) return;
        built.startSource = asset.source.source().toString();
        compilation.deleteAsset(file);
      });
    });
  },
};

/** Shared modules that are chunks but no first render needs: the contracts load on a screen's first API call. */
const SHARED_NOT_PRELOADED = new Set(['@speakwell/contracts']);

/** The share key of a `provide shared module (default) <key>@<version> = <path>` module. */
function providedShareKey(identifier: string): string | undefined {
  return /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /.exec(identifier)?.[1];
}

/**
 * Notes the scripts main.js loads before the app renders: the bootstrap chunk (index.ts's
 * `import('./bootstrap.js')`) and the shared modules this build provides that are not in main.js
 * (react-router, tree-shaken), except SHARED_NOT_PRELOADED. start.ts preloads them with main.js,
 * instead of after it ran.
 */
const noteAppScripts = {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('note-app-scripts', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'note-app-scripts', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_PRE_PROCESS }, () => {
        const files = new Set<string>();
        for (const group of compilation.chunkGroups) {
          const startsApp = group.origins.some(
            ({ request, module }) =>
              request === './bootstrap.js' || (module?.type === 'provide-module' && !SHARED_NOT_PRELOADED.has(providedShareKey(module.identifier()) ?? '')),
          );
          if (!startsApp) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(`/${file}`);
        }
        built.appScripts = [...files].sort();
      });
    });
  },
};

/**
 * The shell's shared modules are in main.js (eager), so the app starts without waiting for a
 * file per module. Three stay chunks of their own: react-router, tree-shaken to what the apps use
 * (the federation runtime tree-shakes no eager module); @speakwell/ui, which imports it; and the
 * contracts with zod, which no first render needs (they load on a screen's first API call).
 */
const SHARED_AS_CHUNKS = new Set(['react-router', '@speakwell/ui', '@speakwell/contracts']);
const shellShared = Object.fromEntries(Object.entries(mfShared).map(([key, config]) => [key, SHARED_AS_CHUNKS.has(key) ? config : { ...config, eager: true }]));

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
  plugins: [...(signedOutBase.plugins ?? []), inlineStartScript],
};

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** A script's text made safe to sit between <script> and </script>. */
function inlineScriptText(source: string): string {
  if (source.includes('<!--')) throw new Error('the start script contains "<!--", which an inline script cannot hold safely');
  return source.replace(/<\/(script)/gi, '<\\/$1');
}

/**
 * index.html: the start script inline (it loads either the signed-out app or this build's main
 * script, passed as data-app, with the scripts it loads next as data-preload), then the theme's
 * stylesheet. The script comes first: a script after a stylesheet would wait for it.
 */
function page({ htmlRspackPlugin }: Record<string, { files: { js: string[]; css: string[] } }>): string {
  const { startSource, appScripts } = built;
  if (!startSource) throw new Error('the signed-out build did not run before the app build');
  if (!appScripts) throw new Error('the app build noted no scripts to preload');
  const [appScript] = htmlRspackPlugin.files.js;
  if (!appScript) throw new Error('the app build has no main script');
  const styles = htmlRspackPlugin.files.css.map((href) => `<link href="${escapeAttribute(href)}" rel="stylesheet" />`).join('');
  const start = `<script data-app="${escapeAttribute(appScript)}" data-preload="${escapeAttribute(appScripts.join(' '))}">${inlineScriptText(startSource)}</script>`;
  // A function, not a string: the script's own text may hold replacement patterns such as "$&".
  const html = readFileSync(new URL('./src/index.html', import.meta.url), 'utf8').replace('</head>', () => `${start}${styles}</head>`);
  if (!html.includes(start)) throw new Error('index.html does not hold the start script as built');
  return html;
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
    noteAppScripts,
    new rspack.HtmlRspackPlugin({ templateContent: page, inject: false, minify: true }),
    new ModuleFederationPlugin({
      name: 'shell',
      // No remote is known at build time: /remotes.json names them at run time.
      remotes: {},
      shared: shellShared,
      runtimePlugins: [fileURLToPath(new URL('./src/remotes/remote-error-plugin.ts', import.meta.url))],
      manifest: false,
      dts: false,
      // The remotes take the federation runtime from here (externalRuntime in rspack.remote.ts).
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ],
};

export default [signedOut, app];
