import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AppConfig } from '../../config/app-config.js';
import { type BodyEncoding, encodeBody } from '../compression/encoded-body.js';

/** One cached answer: its JSON, the encodings made of it so far, and its Link header. */
export interface CachedAnswer {
  json: Buffer;
  link?: string;
  encoded: Partial<Record<Exclude<BodyEncoding, 'identity'>, Buffer>>;
}

function answerBytes(answer: CachedAnswer, key: string): number {
  return key.length + answer.json.length + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0) + (answer.link?.length ?? 0);
}

/** The data version a replica last saw for one user, and the keys it holds answers under for it. */
interface UserAnswers {
  version: bigint;
  keys: Set<string>;
}

/**
 * Each replica's memory of answers to a user's reads, least recently used out first, at most
 * RESPONSE_CACHE_MB (0: none). Keys carry the user's data version (users.data_version, raised
 * in the transaction of every write to the user's rows), so an answer is only ever reused
 * while the data it was made from is what the database holds: no invalidation to miss, on any
 * replica. Once a replica sees a newer version of a user's data, that user's older answers can
 * never be used again: they are dropped at once instead of filling the cache until they are
 * the least recently used (with 1,000 learners answering, most of a 64 MB cache was such
 * answers). Keys start with the user's id and a space, as OwnerCacheInterceptor makes them.
 */
@Injectable()
export class OwnerResponseCache {
  private readonly answers: LRUCache<string, CachedAnswer> | null;
  private readonly users = new Map<string, UserAnswers>();

  constructor(config: AppConfig) {
    const maxSize = config.responseCacheBytes;
    this.answers =
      maxSize > 0
        ? new LRUCache<string, CachedAnswer>({
            maxSize,
            maxEntrySize: Math.max(1, Math.floor(maxSize / 8)),
            sizeCalculation: answerBytes,
            dispose: (_answer, key, reason) => {
              if (reason !== 'set') this.forget(key);
            },
          })
        : null;
  }

  get enabled(): boolean {
    return this.answers !== null;
  }

  /** Bytes of answers held (as RESPONSE_CACHE_MB counts them). */
  get heldBytes(): number {
    return this.answers?.calculatedSize ?? 0;
  }

  /** The answer kept under `key` for the user's data at `version`, if any. */
  get(userId: string, version: string, key: string): CachedAnswer | undefined {
    return this.current(userId, version) ? this.answers?.get(key) : undefined;
  }

  /** Keeps the answer, unless a newer version of the user's data has been seen since it was read. */
  set(userId: string, version: string, key: string, answer: CachedAnswer): void {
    if (!this.answers || !this.current(userId, version)) return;
    this.answers.set(key, answer);
    if (!this.answers.has(key)) return;
    const user = this.users.get(userId) ?? { version: BigInt(version), keys: new Set<string>() };
    user.keys.add(key);
    this.users.set(userId, user);
  }

  /** The answer's body in `encoding`, made once and kept with it. */
  body(key: string, answer: CachedAnswer, encoding: BodyEncoding): Buffer {
    if (encoding === 'identity') return answer.json;
    const known = answer.encoded[encoding];
    if (known) return known;
    const made = encodeBody(answer.json, encoding);
    answer.encoded[encoding] = made;
    // Set again so the cache counts the new bytes.
    if (this.answers?.has(key)) this.answers.set(key, answer);
    return made;
  }

  /**
   * Whether `version` is the newest this replica has seen for the user; a newer one drops the
   * user's answers made from older data. False for an older one (a read that raced a write).
   */
  private current(userId: string, version: string): boolean {
    const user = this.users.get(userId);
    if (!user) return true;
    const seen = BigInt(version);
    if (seen < user.version) return false;
    if (seen > user.version) {
      for (const key of [...user.keys]) this.answers?.delete(key);
      this.users.delete(userId);
    }
    return true;
  }

  /** A key left the cache: its user no longer holds it. */
  private forget(key: string): void {
    const userId = key.slice(0, key.indexOf(' '));
    const user = this.users.get(userId);
    if (!user) return;
    user.keys.delete(key);
    if (user.keys.size === 0) this.users.delete(userId);
  }
}
