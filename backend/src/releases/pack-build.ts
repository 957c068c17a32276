import { readdirSync } from 'node:fs';
import { create } from 'tar';

/** A .tar.gz of a build folder's contents (paths relative to it), as the upload route takes it. */
export async function packBuildDir(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = create({ gzip: true, cwd: dir, portable: true }, readdirSync(dir));
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
