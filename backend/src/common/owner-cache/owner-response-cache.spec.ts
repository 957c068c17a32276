import type { AppConfig } from '../../config/app-config.js';
import { type CachedAnswer, OwnerResponseCache } from './owner-response-cache.js';

const cacheOf = (megabytes: number) => new OwnerResponseCache({ responseCacheBytes: megabytes * 1024 * 1024 } as AppConfig);
const answer = (text: string): CachedAnswer => ({ json: Buffer.from(JSON.stringify({ text })), encoded: {} });
const key = (userId: string, version: string, url: string) => `${userId} ${version} 2026-11-28 ${url}`;

describe('OwnerResponseCache (a replica keeps only answers made from the data each user has now)', () => {
  it('reuses an answer while the version is the same', () => {
    const cache = cacheOf(1);
    cache.set('alice', '4', key('alice', '4', '/api/sessions'), answer('four'));
    expect(cache.get('alice', '4', key('alice', '4', '/api/sessions'))?.json.toString()).toContain('four');
  });

  it("drops a user's older answers as soon as a newer version of their data is seen, and leaves other users' alone", () => {
    const cache = cacheOf(1);
    cache.set('alice', '4', key('alice', '4', '/api/sessions'), answer('list'.repeat(100)));
    cache.set('alice', '4', key('alice', '4', '/api/dashboard-stats'), answer('stats'.repeat(100)));
    cache.set('bob', '9', key('bob', '9', '/api/sessions'), answer('bob'));
    const bobBytes = cacheOf(1);
    bobBytes.set('bob', '9', key('bob', '9', '/api/sessions'), answer('bob'));

    // Alice answered a drill: her next read carries version 5.
    expect(cache.get('alice', '5', key('alice', '5', '/api/sessions'))).toBeUndefined();
    expect(cache.heldBytes).toBe(bobBytes.heldBytes);
    expect(cache.get('bob', '9', key('bob', '9', '/api/sessions'))?.json.toString()).toContain('bob');
  });

  it('does not keep an answer read before a write that another request has already shown', () => {
    const cache = cacheOf(1);
    cache.set('alice', '5', key('alice', '5', '/api/sessions'), answer('new'));
    cache.set('alice', '4', key('alice', '4', '/api/dictionary'), answer('old'));
    expect(cache.get('alice', '4', key('alice', '4', '/api/dictionary'))).toBeUndefined();
    expect(cache.get('alice', '5', key('alice', '5', '/api/sessions'))).toBeDefined();
  });

  it('stays within its size, least recently used out first, and forgets what it dropped', () => {
    const cache = cacheOf(1);
    const big = 'x'.repeat(100_000);
    for (let user = 0; user < 30; user += 1) cache.set(`u${user}`, '1', key(`u${user}`, '1', '/api/sessions'), answer(big));
    expect(cache.heldBytes).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.get('u0', '1', key('u0', '1', '/api/sessions'))).toBeUndefined();
    expect(cache.get('u29', '1', key('u29', '1', '/api/sessions'))).toBeDefined();
    // u0's answer was pushed out; a newer version of u0's data then finds nothing to drop.
    cache.set('u0', '2', key('u0', '2', '/api/sessions'), answer('again'));
    expect(cache.get('u0', '2', key('u0', '2', '/api/sessions'))?.json.toString()).toContain('again');
  });
});
