import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_FROM_BYTES, chooseEncoding, encodeBody } from './encoded-body.js';

type Done = (error: Error | null, payload?: unknown) => void;

/** `Vary` with accept-encoding added to what is there (CORS may have put `Origin`). */
function varyByEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) void reply.header('vary', 'accept-encoding');
  else if (!/\baccept-encoding\b/i.test(String(vary))) void reply.header('vary', `${String(vary)}, accept-encoding`);
}

/**
 * onSend hook: a JSON answer of 1 KB or more (a rating with its feedback, a fresh list) goes out
 * brotli- or gzip-compressed in one synchronous call (encodeBody), as the owner cache sends its
 * answers. @fastify/compress, registered after this hook, would pipe each one through a zlib
 * stream: on POST /api/feedback's 1.5 KB answer that stream was about a quarter of the API's CPU.
 * It still compresses what this leaves (streams, other types) and decompresses request bodies.
 */
export function compressJson(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done): void {
  if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.hasHeader('content-encoding')) return done(null, payload);
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return done(null, payload);
  // Measured, not copied: most answers are small and go out as they are.
  const bytes = Buffer.byteLength(payload);
  const encoding = chooseEncoding(request.headers['accept-encoding'], bytes);
  if (bytes >= COMPRESS_FROM_BYTES) varyByEncoding(reply);
  if (encoding === 'identity') return done(null, payload);
  void reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  done(null, encodeBody(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding));
}
