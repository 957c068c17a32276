import type { FastifyInstance } from 'fastify';

/** What MediaRecorder produces in Firefox, Chrome and Safari, and common uploads. */
export const AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav', 'audio/x-wav'];

/** About ten minutes of Opus speech; the provider's own limit is 25 MB. */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;

/** Lets audio bodies through as Buffers (JSON stays the only other body type), up to MAX_AUDIO_BYTES. */
export function acceptAudioBodies(fastify: FastifyInstance): void {
  if (fastify.hasContentTypeParser('audio/webm')) return;
  fastify.addContentTypeParser(/^audio\//i, { parseAs: 'buffer', bodyLimit: MAX_AUDIO_BYTES }, (_request, body, done) => {
    done(null, body);
  });
}
