import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import { clientErrorHandler } from './common/client-error-reply.js';
import { RequestError, RequestErrorCode } from './common/errors/request.errors.js';
import { LOG_REDACTION } from './common/log-redaction.js';
import { loggingModule } from './common/logging.js';
import { setupOpenApi } from './common/openapi-document.js';
import { REQUEST_ID_HEADER, requestIdFor } from './common/request-id.js';
import { compressJson } from './common/compression/json-compression.js';
import { responseHeaders, securityHeaders, securityHeadersHook } from './common/security-headers.js';
import type { AppConfig } from './config/app-config.js';
import { closeConnectionsWhileDraining } from './lifecycle/graceful-stop.js';
import { registerMetrics } from './metrics/register-metrics.js';
import { LiveRemoteOrigins } from './releases/live-remote-origins.js';
import { ReleasesService } from './releases/releases.service.js';
import { remotesViewerReader } from './releases/remotes-viewer.js';
import { registerWebApp } from './web/register-web-app.js';

export const API_PREFIX = 'api';

/**
 * The whole HTTP application, ready to listen: used by main.ts and by every API test, so the
 * tests exercise exactly what production runs. `config.databaseUrl` must be set.
 */
export interface CreateAppOptions {
  /** Extra modules beside the product's (tests only: e.g. a route guarded by @Roles). */
  extraModules?: Type[];
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
}

export async function createApp(config: AppConfig, { extraModules = [], logStream }: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    clientErrorHandler: clientErrorHandler(securityHeaders(config)),
    logger: { level: config.logLevel, redact: LOG_REDACTION, ...(logStream && { stream: logStream }) },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: requestIdFor,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, [loggingModule(adapter.getInstance().log), ...extraModules]),
    adapter,
    {
      // Held until nestjs-pino's logger is ready (useLogger below), then written through it.
      bufferLogs: true,
      // Throw on a failed boot instead of exiting, so main.ts can stop the embedded database.
      abortOnError: false,
      // Fastify's own JSON parser only: no form bodies (see removeContentTypeParser below).
      bodyParser: false,
    },
  );
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix(API_PREFIX);

  const fastify = app.getHttpAdapter().getInstance();
  // JSON is the API's one body type (audio only on POST /api/transcribe, transcription/audio-body.ts):
  // anything else is a 415 before its body is read.
  fastify.removeContentTypeParser('text/plain');
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerMetrics(app, config);
  const releases = app.get(ReleasesService);
  const remoteOrigins = new LiveRemoteOrigins(releases, config.remoteUrls);
  fastify.addHook('onRequest', remoteOrigins.refresh);
  fastify.addHook(
    'onRequest',
    securityHeadersHook(config, () => remoteOrigins.current()),
  );
  fastify.addHook('onSend', responseHeaders);
  closeConnectionsWhileDraining(app);
  // JSON of 1 KB or more goes out compressed (brotli or gzip) in one call (compressJson). The
  // web app's built files are sent as their precompressed .br/.gz copies (register-web-app.ts).
  // @fastify/compress leaves a reply that already has a Content-Encoding alone and compresses
  // only what has none; it also decompresses request bodies.
  fastify.addHook('onSend', compressJson);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: [REQUEST_ID_HEADER, 'retry-after', 'link'],
    maxAge: 600,
  });
  setupOpenApi(app);
  await app.init();

  // Anything else under /api is a 404 in the error shape, even once the web app adds its
  // catch-all route for client-side (SPA) paths.
  fastify.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `/${API_PREFIX}/*`,
    handler: async (request) => {
      throw new RequestError(RequestErrorCode.NotFound, `Cannot ${request.method} ${request.url.split('?')[0]}`);
    },
  });
  const viewerOf = remotesViewerReader(config.jwtSecret);
  await registerWebApp(fastify, {
    remotesManifest: (request) => releases.remotesAnswer(viewerOf(request)),
    publishedFile: (name, version, path, acceptEncoding) => releases.files.file(name, version, path, acceptEncoding),
    remoteLoadTimeoutMs: config.remoteLoadTimeoutMs,
  });
  await fastify.ready();
  return app;
}
