import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { DataSource, EntityManager } from 'typeorm';
import type { BuildFile } from './remote-build.js';

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

  constructor(private readonly db: DataSource) {}

  /** Stores a version's files inside the caller's transaction (the version row already written). */
  async save(manager: EntityManager, remote: string, version: string, files: BuildFile[]): Promise<void> {
    const hashes = files.map((file) => sha256Of(file.content));
    await manager.query(
      `INSERT INTO remote_files (sha256, size, content) SELECT * FROM unnest($1::text[], $2::int[], $3::bytea[]) ON CONFLICT (sha256) DO NOTHING`,
      [hashes, files.map((file) => file.content.length), files.map((file) => file.content)],
    );
    await manager.query(`INSERT INTO remote_version_files (remote, version, path, sha256) SELECT $1, $2, * FROM unnest($3::text[], $4::text[])`, [
      remote,
      version,
      files.map((file) => file.path),
      hashes,
    ]);
  }

  /** path -> sha256 of a version's files; empty when it has none stored. */
  async index(remote: string, version: string): Promise<Map<string, string>> {
    const key = `${remote}@${version}`;
    const cached = this.indexes.get(key);
    if (cached) return cached;
    const rows: Array<{ path: string; sha256: string }> = await this.db.query(
      `SELECT path, sha256 FROM remote_version_files WHERE remote = $1 AND version = $2`,
      [remote, version],
    );
    const index = new Map(rows.map((row) => [row.path, row.sha256]));
    if (index.size > 0) this.indexes.set(key, index);
    return index;
  }

  async content(sha256: string): Promise<Buffer | undefined> {
    const cached = this.contents.get(sha256);
    if (cached) return cached;
    const rows: Array<{ content: Buffer }> = await this.db.query(`SELECT content FROM remote_files WHERE sha256 = $1`, [sha256]);
    const content = rows[0]?.content;
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
