import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { EntityManager } from 'typeorm';
import type { BuildFile } from './remote-build.js';
import type { ReleasesRepository } from './releases.repository.js';

/** A published file as served: its bytes and, when the build had them, its .br/.gz copies. */
export interface ServedFile {
  content: Buffer;
  encoding?: 'br' | 'gzip';
  /** The build has precompressed copies of this file, so the answer varies by Accept-Encoding. */
  varies: boolean;
}

/** Files cached per process: published files never change, so nothing needs invalidating. */
const CACHE_BYTES = 96 * 1024 * 1024;

export function sha256Of(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/**
 * Published versions' files in PostgreSQL: each distinct file once (by SHA-256, shared between
 * versions), and per version its paths. Every replica serves them from here, keeping what it
 * served in memory.
 */
export class RemoteFileStore {
  private readonly contents = new LRUCache<string, Buffer>({ maxSize: CACHE_BYTES, sizeCalculation: (content) => Math.max(content.length, 1) });
  /** remote@version -> path -> sha256; only versions that have files (a published one's never change). */
  private readonly indexes = new LRUCache<string, Map<string, string>>({ max: 500 });

  constructor(private readonly repository: ReleasesRepository) {}

  /** Stores a version's files inside the caller's transaction (the version row already written). */
  async save(manager: EntityManager, remote: string, version: string, files: BuildFile[]): Promise<void> {
    await this.repository.addFiles(
      manager,
      remote,
      version,
      files.map((file) => ({ path: file.path, sha256: sha256Of(file.content), content: file.content })),
    );
  }

  /** path -> sha256 of a version's files; empty when it has none stored. */
  async index(remote: string, version: string): Promise<Map<string, string>> {
    const key = `${remote}@${version}`;
    const cached = this.indexes.get(key);
    if (cached) return cached;
    const rows = await this.repository.fileIndex(remote, version);
    const index = new Map(rows.map((row) => [row.path, row.sha256]));
    if (index.size > 0) this.indexes.set(key, index);
    return index;
  }

  async content(sha256: string): Promise<Buffer | undefined> {
    const cached = this.contents.get(sha256);
    if (cached) return cached;
    const content = await this.repository.fileContent(sha256);
    if (content) this.contents.set(sha256, content);
    return content;
  }

  /** A version's file, as its .br or .gz copy when the browser accepts one and the build has it. */
  async file(remote: string, version: string, path: string, acceptEncoding: string): Promise<ServedFile | undefined> {
    const index = await this.index(remote, version);
    const plain = index.get(path);
    if (!plain) return undefined;
    const brotli = index.get(`${path}.br`);
    const gzip = index.get(`${path}.gz`);
    const varies = Boolean(brotli || gzip);
    if (brotli && /\bbr\b/.test(acceptEncoding)) {
      const content = await this.content(brotli);
      if (content) return { content, encoding: 'br', varies };
    }
    if (gzip && /\bgzip\b/.test(acceptEncoding)) {
      const content = await this.content(gzip);
      if (content) return { content, encoding: 'gzip', varies };
    }
    const content = await this.content(plain);
    return content ? { content, varies } : undefined;
  }
}
