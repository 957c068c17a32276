import type { FastifyInstance } from 'fastify';
import { MAX_ARCHIVE_BYTES } from './remote-build.js';

/** The one route that takes a build archive; every other route keeps refusing these bodies. */
export const UPLOAD_ROUTE = '/api/remotes/:name/versions';
export const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip', 'application/x-tar+gzip'];

/** Lets a .tar.gz body through as a Buffer, up to MAX_ARCHIVE_BYTES, on UPLOAD_ROUTE only. */
export function acceptBuildArchives(fastify: FastifyInstance): void {
  if (fastify.hasContentTypeParser(ARCHIVE_TYPES[0] ?? '')) return;
  fastify.addContentTypeParser(ARCHIVE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_ARCHIVE_BYTES }, (request, body, done) => {
    if (request.routeOptions.url !== UPLOAD_ROUTE) return done(Object.assign(new Error('Unsupported content type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined);
    done(null, body);
  });
}
