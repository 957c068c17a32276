import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressJson } from './json-compression.js';

const rating = { rating: 4, feedback: 'You named the check you made. '.repeat(60) };

/** A server with the API's order of hooks: compressJson, then @fastify/compress. */
async function server(): Promise<FastifyInstance> {
  const app = Fastify();
  app.addHook('onSend', compressJson);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.get('/rating', async () => rating);
  app.get('/small', async () => ({ ok: true }));
  app.get('/varied', async (_request, reply) => reply.header('vary', 'origin').send(rating));
  app.get('/text', async (_request, reply) => reply.type('text/plain').send(Readable.from([rating.feedback])));
  return app;
}

interface RawReply {
  headers: IncomingHttpHeaders;
  rawPayload: Buffer;
  json: () => unknown;
}

/** GET on the listening server, the body as it came over the wire (no decoding). */
function get(app: FastifyInstance, path: string, headers: Record<string, string> = {}): Promise<RawReply> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        resolve({ headers: response.headers, rawPayload, json: () => JSON.parse(rawPayload.toString()) });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('compressJson (JSON answers of 1 KB or more, compressed in one call)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await server();
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('sends brotli to a browser that accepts it, and it decodes to the same JSON', async () => {
    const reply = await get(app, '/rating', { 'accept-encoding': 'gzip, deflate, br' });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('accept-encoding');
    expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
    expect(reply.rawPayload.length).toBeLessThan(JSON.stringify(rating).length / 4);
    expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString())).toEqual(rating);
  });

  it('sends gzip when brotli is refused, and plain JSON to a client that accepts neither', async () => {
    const gzip = await get(app, '/rating', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(rating);
    const plain = await get(app, '/rating');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.json()).toEqual(rating);
  });

  it('leaves a small answer as it is and keeps a Vary that was already there', async () => {
    const small = await get(app, '/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const varied = await get(app, '/varied', { 'accept-encoding': 'br' });
    expect(varied.headers.vary).toBe('origin, accept-encoding');
    expect(JSON.parse(brotliDecompressSync(varied.rawPayload).toString())).toEqual(rating);
  });

  it('leaves a stream to @fastify/compress', async () => {
    const reply = await get(app, '/text', { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.rawPayload).toString()).toBe(rating.feedback);
  });
});
