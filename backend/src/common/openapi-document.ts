import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorResponse } from '@speakwell/contracts';
import { AuthErrorCode } from '../auth/auth.errors.js';
import { IS_PUBLIC_KEY } from '../auth/public.decorator.js';
import { ROLES_KEY } from '../auth/roles.decorator.js';
import { RequestErrorCode } from './errors/request.errors.js';
import { openApiSchema } from './openapi.js';
import { ERROR_SCHEMA_NAME, ERROR_SCHEMA_REF, errorAnswers, errorDescription } from './openapi-errors.js';

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

/** Who may call a route, as the guards read it: operationId (Nest's `Controller_method`) -> access. */
type Access = 'public' | 'signed-in' | 'admin';

function routeAccess(app: NestFastifyApplication): Map<string, Access> {
  const access = new Map<string, Access>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const prototype = metatype.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const read = <T>(key: string): T | undefined =>
          (Reflect.getMetadata(key, handler) as T | undefined) ?? (Reflect.getMetadata(key, metatype) as T | undefined);
        const roles = read<string[]>(ROLES_KEY) ?? [];
        access.set(`${metatype.name}_${name}`, read<boolean>(IS_PUBLIC_KEY) ? 'public' : roles.includes('admin') ? 'admin' : 'signed-in');
      }
    }
  }
  return access;
}

/** What a request without a valid token, or from a signed-out or disabled account, is answered. */
const SIGNED_OUT = [
  AuthErrorCode.AuthenticationRequired,
  AuthErrorCode.InvalidToken,
  AuthErrorCode.SessionExpired,
  AuthErrorCode.SessionRevoked,
  AuthErrorCode.TokenAccountDisabled,
  AuthErrorCode.TokenAccountGone,
];

type Operation = OpenAPIObject['paths'][string]['get'] & object;

/** Adds an error answer to an operation, or its codes to the one it documents for that status. */
function addErrorAnswer(operation: Operation, status: number, lines: string[]): void {
  const existing = operation.responses[status] as { description?: string } | undefined;
  const description = errorDescription([...lines, ...(existing?.description ? [existing.description] : [])]);
  operation.responses[status] = { description, content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } } };
}

/**
 * The error answers every route of a kind gives, from what guards it: 401 without a valid token
 * (every route not @Public), 403 for admin routes, 400 for a route that takes input (the zod
 * pipes answer 400 naming the field); the shared error schema; who may call each operation
 * (`security: []` on public ones).
 */
function describeErrorsAndAccess(document: OpenAPIObject, access: Map<string, Access>): void {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, [ERROR_SCHEMA_NAME]: openApiSchema(ErrorResponse) } };
  const [signedOut] = [...errorAnswers(SIGNED_OUT).values()];
  const [adminOnly] = [...errorAnswers([AuthErrorCode.AdminRequired]).values()];
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const who = access.get(operation.operationId ?? '') ?? 'signed-in';
      if (operation.requestBody || (operation.parameters?.length ?? 0) > 0)
        addErrorAnswer(operation, 400, [`${RequestErrorCode.InvalidInput}: the request is not valid (the text names the field)`]);
      if (who === 'public') operation.security = [];
      else {
        operation.security = [{ bearer: [] }];
        addErrorAnswer(operation, 401, signedOut);
      }
      if (who === 'admin') addErrorAnswer(operation, 403, adminOnly);
    }
  }
}

/**
 * The OpenAPI document at /api/docs-json and Swagger UI at /api/docs. Nest's own UI serving
 * on Fastify needs @fastify/static resolvable from @nestjs/swagger (it is not, here), so the
 * UI's few files are served directly from swagger-ui-dist.
 */
export function setupOpenApi(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      // The schemas are JSON Schema 2020-12 from zod (`const`, type lists): OpenAPI 3.1's dialect.
      .setOpenAPIVersion('3.1.0')
      .setTitle('SpeakWell API')
      .setDescription('Speaking practice: drills, scripts, meetings, dictionary, dashboard, admin.')
      .setVersion('1.0')
      // Paths start with /api on the origin that serves this document (the API and the app share one).
      .addServer('/', 'The server this document is served from')
      .addBearerAuth()
      .build(),
  );
  describeErrorsAndAccess(document, routeAccess(app));
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
