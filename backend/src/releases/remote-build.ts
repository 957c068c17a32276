import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { ReleasesError } from './releases.errors.js';

/** One file of a remote's build (`dist/`), by its path inside the build. */
export interface BuildFile {
  path: string;
  content: Buffer;
}

/** An uploaded build (a .tar.gz of dist/): a remote's build is a few hundred KB. */
export const MAX_ARCHIVE_BYTES = 16 * 1024 * 1024;
/** What the archive may unpack to, so a small archive cannot unpack to gigabytes. */
export const MAX_BUILD_BYTES = 64 * 1024 * 1024;
export const MAX_BUILD_FILES = 5000;

/** Plain relative paths only: no `..`, no absolute path, no backslash, no hidden tricks. */
const SEGMENT = /^[A-Za-z0-9_@+~-][A-Za-z0-9._@+~-]*$/;

/** The path inside the build, or an error naming the entry when it could leave it. */
export function checkedBuildPath(path: string): string {
  const trimmed = path.replace(/^\.\//, '');
  const segments = trimmed.split('/');
  if (trimmed.length === 0 || trimmed.length > 300 || !segments.every((segment) => SEGMENT.test(segment) && segment !== '..'))
    throw ReleasesError.badBuild(`the archive has a file with a path that is not allowed: "${path.slice(0, 200)}"`);
  return trimmed;
}

/** Every regular file under `dir` (a built remote's dist/); symbolic links are refused. */
export function readBuildDir(dir: string): BuildFile[] {
  const files: BuildFile[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name);
      const stat = lstatSync(full);
      if (stat.isDirectory()) walk(full);
      else if (stat.isFile()) files.push({ path: checkedBuildPath(relative(dir, full).split(sep).join('/')), content: readFileSync(full) });
      else throw ReleasesError.badBuild(`${full} is not a regular file`);
    }
  };
  walk(dir);
  return files;
}

/**
 * The files of an uploaded `.tar.gz` of a build. Only regular files and folders are accepted
 * (links could point outside the build); paths are checked; a common leading `dist/` is dropped.
 */
export async function readBuildArchive(archive: Buffer): Promise<BuildFile[]> {
  let tarBytes: Buffer;
  try {
    tarBytes = gunzipSync(archive, { maxOutputLength: MAX_BUILD_BYTES });
  } catch (error) {
    const tooBig = (error as { code?: unknown } | null)?.code === 'ERR_BUFFER_TOO_LARGE';
    throw ReleasesError.badBuild(
      tooBig ? `the archive unpacks to more than ${MAX_BUILD_BYTES / 1024 / 1024} MB` : 'the body is not a gzip-compressed tar archive (.tar.gz)',
    );
  }
  const files: BuildFile[] = [];
  const problems: string[] = [];
  await new Promise<void>((resolve) => {
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry: ReadEntry) => {
        if (entry.type === 'Directory') return entry.resume();
        if (entry.type !== 'File' && entry.type !== 'OldFile') {
          problems.push(`"${entry.path}" is a ${entry.type}, only files and folders are allowed`);
          return entry.resume();
        }
        let path: string;
        try {
          path = checkedBuildPath(entry.path);
        } catch (error) {
          problems.push((error as Error).message.replace(/^.*?: /, ''));
          return entry.resume();
        }
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => files.push({ path, content: Buffer.concat(chunks) }));
      },
    });
    parser.on('error', (error: Error) => problems.push(`the archive is damaged (${error.message})`));
    parser.on('close', () => resolve());
    parser.end(tarBytes);
  });
  if (problems.length > 0) throw ReleasesError.badBuild(problems.slice(0, 3).join('; '));
  if (files.length === 0) throw ReleasesError.badBuild('the archive has no files');
  if (files.length > MAX_BUILD_FILES) throw ReleasesError.badBuild(`the archive has more than ${MAX_BUILD_FILES} files`);
  const underDist = files.every((file) => file.path.startsWith('dist/'));
  return underDist ? files.map((file) => ({ ...file, path: file.path.slice('dist/'.length) })) : files;
}
