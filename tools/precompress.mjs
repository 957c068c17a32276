#!/usr/bin/env node
/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every .js, .css,
 * .json and .html file of a build folder, so the API serves them as they are
 * (@fastify/static `preCompressed`) instead of brotli-compressing each file on every request.
 *
 * Usage: node tools/precompress.mjs <dist folder>   (run after each app's build)
 *
 * Idempotent: a compressed file newer than its source is kept; a compressed file whose source
 * is gone is removed, so it can never be served in place of a missing file. Small files are
 * compressed too: a file is streamed, and the API's on-the-fly compression ignores its size
 * threshold for streams.
 */
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|css|json|html)$/;
const COMPRESSED = /\.(?:br|gz)$/;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function filesUnder(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function mtimeOf(path) {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return null;
  }
}

/** Writes the compressed copies of one file that are missing or older than it; returns how many. */
async function precompress(source) {
  const sourceStat = await stat(source);
  const targets = [
    {
      path: `${source}.br`,
      compress: (bytes) => toBrotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    },
    { path: `${source}.gz`, compress: (bytes) => toGzip(bytes, { level: 9 }) },
  ];
  /** @type {Buffer | null} */
  let bytes = null;
  let written = 0;
  for (const target of targets) {
    const targetTime = await mtimeOf(target.path);
    if (targetTime !== null && targetTime >= sourceStat.mtimeMs) continue;
    bytes ??= await readFile(source);
    await writeFile(target.path, await target.compress(bytes));
    written += 1;
  }
  return written;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited(items, limit, work) {
  let next = 0;
  const results = [];
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function main() {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: node tools/precompress.mjs <dist folder>');
    process.exit(2);
  }
  const root = resolve(folder);
  const started = performance.now();
  const files = await filesUnder(root);
  const present = new Set(files);

  const orphans = files.filter((file) => COMPRESSED.test(file) && !present.has(file.slice(0, -3)));
  await Promise.all(orphans.map((file) => unlink(file)));

  const sources = files.filter((file) => COMPRESSIBLE.test(file));
  const written = await eachLimited(sources, availableParallelism(), precompress);
  const total = written.reduce((sum, count) => sum + count, 0);
  const ms = Math.round(performance.now() - started);
  console.log(`precompress ${folder}: ${total} files written, ${orphans.length} stale removed, ${sources.length} sources (${ms} ms)`);
}

await main();
