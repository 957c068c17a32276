import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RequestError, RequestErrorCode } from '../common/errors/request.errors.js';

/** What MediaRecorder produces in Firefox, Chrome and Safari, and common uploads. */
export const AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav', 'audio/x-wav'];

/** About ten minutes of Opus speech; the provider's own limit is 25 MB. */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;

/** The one route that reads audio bodies. */
export const TRANSCRIBE_ROUTE = { method: 'POST', url: '/api/transcribe' };

const isAudio = (contentType: string | undefined): boolean => contentType !== undefined && /^\s*audio\//i.test(contentType);

/**
 * Lets audio bodies through as Buffers (JSON stays the only other body type), up to
 * MAX_AUDIO_BYTES, on POST /api/transcribe only. The onRequest hook runs before a byte of the
 * body is read: any other route answers 415 at once, and `admit` (sign-in and rate limit)
 * refuses the caller before 10 MB are buffered for nothing.
 */
export function acceptAudioBodies(fastify: FastifyInstance, admit: (request: FastifyRequest) => Promise<void>): void {
  if (fastify.hasContentTypeParser('audio/webm')) return;
  fastify.addHook('onRequest', async (request) => {
    if (!isAudio(request.headers['content-type'])) return;
    if (request.method !== TRANSCRIBE_ROUTE.method || request.routeOptions.url !== TRANSCRIBE_ROUTE.url) {
      throw new RequestError(RequestErrorCode.UnsupportedMediaType, 'Unsupported content type');
    }
    await admit(request);
  });
  fastify.addContentTypeParser(/^audio\//i, { parseAs: 'buffer', bodyLimit: MAX_AUDIO_BYTES }, (_request, body, done) => {
    done(null, body);
  });
}
