import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

const DOCS = '/api/docs';
const DOCUMENT_JSON = '/api/docs-json';

/** swagger-ui-dist as installed next to @nestjs/swagger (its dependency). */
function swaggerUiDir(): string {
  const fromHere = createRequire(import.meta.url);
  const fromSwagger = createRequire(fromHere.resolve('@nestjs/swagger'));
  return dirname(fromSwagger.resolve('swagger-ui-dist/package.json'));
}

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>SpeakWell API</title>
  <link rel="stylesheet" href="${DOCS}/swagger-ui.css">
  <link rel="icon" type="image/png" href="${DOCS}/favicon-32x32.png">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${DOCS}/swagger-ui-bundle.js"></script>
  <script src="${DOCS}/swagger-ui-standalone-preset.js"></script>
  <script src="${DOCS}/init.js"></script>
</body>
</html>`;

// An external script, not an inline one, so the page works under the app's CSP.
const INIT = `window.ui = SwaggerUIBundle({
  url: '${DOCUMENT_JSON}',
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});`;

/**
 * The OpenAPI document at /api/docs-json and Swagger UI at /api/docs. Nest's own UI serving
 * on Fastify needs @fastify/static resolvable from @nestjs/swagger (it is not, here), so the
 * UI's few files are served directly from swagger-ui-dist.
 */
export function setupOpenApi(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('SpeakWell API').setDescription('Speaking practice: drills, scripts, meetings, dictionary, dashboard, admin.').setVersion('1.0').addBearerAuth().build(),
  );
  SwaggerModule.setup(DOCS, app, document, { ui: false, raw: ['json'], jsonDocumentUrl: DOCUMENT_JSON });

  const fastify = app.getHttpAdapter().getInstance();
  fastify.get(DOCS, async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  fastify.get(`${DOCS}/init.js`, async (_request, reply) => reply.type('application/javascript; charset=utf-8').send(INIT));
  const dir = swaggerUiDir();
  for (const [file, type] of Object.entries(ASSETS)) {
    let content: Buffer | undefined;
    fastify.get(`${DOCS}/${file}`, async (_request, reply) => {
      content ??= readFileSync(join(dir, file));
      return reply.type(type).header('cache-control', 'public, max-age=86400').send(content);
    });
  }
}
