import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, encodeBody } from './encoded-body.js';

describe('chooseEncoding (Accept-Encoding of a cached answer)', () => {
  const big = 20_000;

  it('prefers brotli, then gzip, and sends JSON as it is to a client that accepts neither', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', big)).toBe('br');
    expect(chooseEncoding('gzip, deflate', big)).toBe('gzip');
    expect(chooseEncoding('identity', big)).toBe('identity');
    expect(chooseEncoding(undefined, big)).toBe('identity');
  });

  it('never uses a coding the client refused with q=0', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.8', big)).toBe('gzip');
    expect(chooseEncoding('br; q=0.0, gzip; q=0', big)).toBe('identity');
    expect(chooseEncoding('*;q=0.5', big)).toBe('br');
  });

  it('leaves a small body uncompressed', () => {
    expect(chooseEncoding('br, gzip', 200)).toBe('identity');
  });
});

describe('encodeBody', () => {
  it('decodes back to the same JSON in both codings', () => {
    const json = Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, topic: `Topic ${i}` }))));
    expect(brotliDecompressSync(encodeBody(json, 'br')).equals(json)).toBe(true);
    expect(gunzipSync(encodeBody(json, 'gzip')).equals(json)).toBe(true);
    expect(encodeBody(json, 'br').length).toBeLessThan(json.length / 4);
  });
});
