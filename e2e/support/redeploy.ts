import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A copy of a built remote in a temp folder, as a deploy would upload it. */
export function copyRemoteBuild(distDir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'speakwell-remote-'));
  cpSync(distDir, copy, { recursive: true });
  return copy;
}

/**
 * A new version of a built remote: the chunk holding `from` says `to` instead and gets a new
 * hashed name, and the manifest and remoteEntry point at it, as a real rebuild would.
 */
export function redeployWithText(distDir: string, from: string, to: string): string {
  const copy = copyRemoteBuild(distDir);
  const chunk = readdirSync(copy).find((file) => file.endsWith('.js') && readFileSync(join(copy, file), 'utf8').includes(from));
  if (!chunk) throw new Error(`no chunk in ${distDir} contains "${from}"`);
  writeFileSync(join(copy, chunk), readFileSync(join(copy, chunk), 'utf8').replaceAll(from, to));
  const renamed = chunk.replace(/\.([0-9a-f]{8})\.js$/, '.0badf00d.js');
  renameSync(join(copy, chunk), join(copy, renamed));
  // remoteEntry.js names chunks by id -> hash ("145":"6f8b3aa9"), the manifest by file name.
  const hash = /\.([0-9a-f]{8})\.js$/.exec(chunk)?.[1];
  for (const file of readdirSync(copy).filter((name) => /\.(js|json)$/.test(name))) {
    const text = readFileSync(join(copy, file), 'utf8');
    const changed = hash ? text.replaceAll(chunk, renamed).replaceAll(`"${hash}"`, '"0badf00d"') : text.replaceAll(chunk, renamed);
    if (changed !== text) writeFileSync(join(copy, file), changed);
  }
  return copy;
}
