import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RequestError, RequestErrorCode } from '../common/errors/request.errors.js';
import { MAX_ARCHIVE_BYTES } from './remote-build.js';

/** The one route that takes a build archive; every other route keeps refusing these bodies. */
export const UPLOAD_ROUTE = { method: 'POST', url: '/api/remotes/:name/versions' };
export const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip', 'application/x-tar+gzip'];

const isArchive = (contentType: string | undefined): boolean =>
  contentType !== undefined && ARCHIVE_TYPES.includes(contentType.split(';')[0]?.trim().toLowerCase() ?? '');

/**
 * Lets a .tar.gz body through as a Buffer, up to MAX_ARCHIVE_BYTES, on the upload route only.
 * As for audio, the onRequest hook runs before a byte of the body is read: any other route
 * answers 415 at once, and `admit` (a deploy token of this remote, or an admin) refuses the
 * caller before 16 MB are buffered for nothing.
 */
export function acceptBuildArchives(fastify: FastifyInstance, admit: (request: FastifyRequest) => Promise<void>): void {
  if (fastify.hasContentTypeParser(ARCHIVE_TYPES[0] ?? '')) return;
  fastify.addHook('onRequest', async (request) => {
    if (!isArchive(request.headers['content-type'])) return;
    if (request.method !== UPLOAD_ROUTE.method || request.routeOptions.url !== UPLOAD_ROUTE.url) {
      throw new RequestError(RequestErrorCode.UnsupportedMediaType, 'Unsupported content type');
    }
    await admit(request);
  });
  fastify.addContentTypeParser(ARCHIVE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_ARCHIVE_BYTES }, (_request, body, done) => {
    done(null, body);
  });
}
