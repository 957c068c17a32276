// The rspack settings every browser app shares (the shell and the six remotes): production
// builds, TypeScript through SWC, and the production build of every shared package.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';

const require = createRequire(import.meta.url);

/**
 * react-router's package exports have no `production` condition: every condition points at
 * dist/development. Point the bare import at dist/production so no shared package ships its
 * development build (the share key stays 'react-router', so sharing is unchanged).
 */
const reactRouterProduction = join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

export interface WebAppOptions {
  /** The app's folder (where src/ and dist/ live). */
  dir: string;
  /** Unique build name: the MF container name for remotes, 'shell' for the host. */
  name: string;
}

export function webAppConfig({ dir, name }: WebAppOptions): Configuration {
  return {
    mode: 'production',
    context: dir,
    target: 'web',
    devtool: false,
    output: {
      path: resolve(dir, 'dist'),
      // Each app is deployable at any URL: chunks load relative to the script that asked.
      publicPath: 'auto',
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // TypeScript sources import siblings as './x.js'.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // The default web conditions plus 'production' (rspack adds it in production mode).
      conditionNames: ['browser', 'import', 'module', 'production', 'default'],
      alias: { 'react-router$': reactRouterProduction },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
            env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
          },
          type: 'javascript/auto',
        },
        // Tailwind through PostCSS: the shell builds the theme (libs/ui/src/styles.css), each
        // remote the utilities it uses (its src/styles.css).
        {
          test: /\.css$/,
          use: [{ loader: 'postcss-loader', options: { postcssOptions: { plugins: ['@tailwindcss/postcss'] } } }],
          type: 'css/auto',
        },
      ],
    },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    optimization: { nodeEnv: 'production' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
