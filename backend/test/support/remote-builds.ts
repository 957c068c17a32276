import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

export interface FakeBuildOptions {
  /** The remote the manifest names (default: the one built). */
  manifestName?: string;
  /** Files the manifest names but the build leaves out. */
  leaveOut?: string[];
  /** A shared singleton's requiredVersion, e.g. { react: '^20.0.0' }. */
  requires?: Record<string, string>;
  /** Text of the exposed module's chunk (differs per version unless given the same). */
  chunkText?: string;
}

/**
 * A small remote build as rspack writes one: mf-manifest.json naming remoteEntry.js, an exposed
 * chunk, its CSS and a shared chunk (with a .br copy of the entry), in a temp folder.
 */
export function fakeRemoteBuild(remote: string, version: string, options: FakeBuildOptions = {}): string {
  const dir = mkdtempSync(join(tmpdir(), `speakwell-build-${remote}-`));
  const shared = Object.entries(options.requires ?? { react: '^19.0.0' }).map(([name, requiredVersion]) => ({
    id: `${remote}:${name}`,
    name,
    singleton: true,
    requiredVersion,
    assets: { js: { sync: ['shared.1111aaaa.js'], async: [] }, css: { sync: [], async: [] } },
  }));
  const manifest = {
    id: options.manifestName ?? remote,
    name: options.manifestName ?? remote,
    metaData: { name: remote, buildInfo: { buildVersion: version }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared,
    exposes: [
      {
        id: `${remote}:Module`,
        name: 'Module',
        path: './Module',
        assets: { js: { sync: ['expose.2222bbbb.js'], async: [] }, css: { sync: ['expose.3333cccc.css'], async: [] } },
      },
    ],
  };
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify(manifest),
    'remoteEntry.js': `globalThis.${remote} = { version: '${version}' };`,
    'expose.2222bbbb.js': options.chunkText ?? `export const screen = '${remote} ${version}';`,
    'expose.3333cccc.css': `[data-remote='${remote}'] .note { color: red; }`,
    'shared.1111aaaa.js': 'export const shared = 1;',
  };
  for (const [name, text] of Object.entries(files)) {
    if (options.leaveOut?.includes(name)) continue;
    writeFileSync(join(dir, name), text);
  }
  if (!options.leaveOut?.includes('remoteEntry.js'))
    writeFileSync(join(dir, 'remoteEntry.js.br'), brotliCompressSync(Buffer.from(files['remoteEntry.js'] ?? '')));
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'assets', 'note.txt'), 'nested files keep their folder');
  return dir;
}
