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

/**
 * Each replica's memory of answers to a user's reads, least recently used out first, at most
 * RESPONSE_CACHE_MB (0: none). Keys carry the user's data version (users.data_version, raised
 * in the transaction of every write to the user's rows), so an answer is only ever reused
 * while the data it was made from is what the database holds: no invalidation to miss, on any
 * replica. See OwnerCacheInterceptor.
 */
@Injectable()
export class OwnerResponseCache {
  private readonly answers: LRUCache<string, CachedAnswer> | null;

  constructor(config: AppConfig) {
    const maxSize = config.responseCacheBytes;
    this.answers =
      maxSize > 0 ? new LRUCache<string, CachedAnswer>({ maxSize, maxEntrySize: Math.max(1, Math.floor(maxSize / 8)), sizeCalculation: answerBytes }) : null;
  }

  get enabled(): boolean {
    return this.answers !== null;
  }

  get(key: string): CachedAnswer | undefined {
    return this.answers?.get(key);
  }

  set(key: string, answer: CachedAnswer): void {
    this.answers?.set(key, answer);
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
}
