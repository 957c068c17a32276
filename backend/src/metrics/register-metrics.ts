import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { RequestError, RequestErrorCode } from '../common/errors/request.errors.js';
import type { AppConfig } from '../config/app-config.js';
import { requireAccessToken } from './access-token.js';
import { observeDatabaseQueries } from './database-metrics.js';
import { MetricsService, type PoolCounts } from './metrics.service.js';

export const METRICS_PATH = '/metrics';
const DOCS_PREFIX = '/api/docs';

/** Marks a request that came in on the operators' listener (METRICS_PORT). */
const OPERATOR_LISTENER = Symbol('operator listener');
type OperatorRequest = IncomingMessage & { [OPERATOR_LISTENER]?: true };

const operatorServers = new WeakMap<FastifyInstance, Server>();

/** pg.Pool's counts behind TypeORM's postgres driver (`driver.master`), if it has one yet. */
function poolCounts(dataSource: DataSource): PoolCounts | undefined {
  const pool: unknown = (dataSource.driver as { master?: unknown }).master;
  if (typeof pool !== 'object' || pool === null) return undefined;
  const { totalCount, idleCount, waitingCount } = pool as Record<string, unknown>;
  if (typeof totalCount !== 'number' || typeof idleCount !== 'number' || typeof waitingCount !== 'number') return undefined;
  return { total: totalCount, idle: idleCount, waiting: waitingCount };
}

/**
 * The operators' page a request reached, by the route the router matched (after it decoded and
 * normalised the URL), never by the raw URL: `/api/%64ocs-json` is the docs too.
 */
function operatorPage(request: FastifyRequest): 'metrics' | 'docs' | undefined {
  const route = request.routeOptions.url;
  if (route === METRICS_PATH) return 'metrics';
  if (route !== undefined && (route === DOCS_PREFIX || route.startsWith(`${DOCS_PREFIX}/`) || route.startsWith(`${DOCS_PREFIX}-`))) return 'docs';
  return undefined;
}

/** Sent here, not thrown: /metrics is outside the /api prefix that Nest's error handler covers. */
async function notFound(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { message, code, statusCode } = new RequestError(RequestErrorCode.NotFound, `Cannot ${request.method} ${request.url.split('?')[0]}`);
  await reply.code(statusCode).send({ error: message, code, statusCode });
}

/**
 * GET /metrics (Prometheus text) and /api/docs*, the per-request count and latency, and the pool
 * gauge. Who may read /metrics and the docs:
 * - METRICS_PORT set: only on that listener (METRICS_HOST, default 127.0.0.1; see
 *   listenForOperators), a 404 on the public port; the listener serves nothing else.
 * - else with METRICS_TOKEN / API_DOCS_TOKEN set: whoever presents it.
 * - else open in development, and a 404 in production (never public by default).
 * Call before app.init(), so the hooks see every route.
 */
export function registerMetrics(app: NestFastifyApplication, config: AppConfig): void {
  const metrics = app.get(MetricsService);
  const dataSource = app.get(DataSource);
  metrics.observePool(() => poolCounts(dataSource));
  observeDatabaseQueries(dataSource, metrics);
  metrics.dbPoolMax.set(config.dbPoolMax);
  metrics.buildInfo.set({ version: config.version }, 1);

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  const tokens = { metrics: config.metricsToken, docs: config.apiDocsToken };
  const guards = { metrics: requireAccessToken(tokens.metrics, 'Metrics'), docs: requireAccessToken(tokens.docs, 'API docs') };
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const page = operatorPage(request);
    const onOperatorListener = (request.raw as OperatorRequest)[OPERATOR_LISTENER] === true;
    if (config.metricsPort !== undefined) {
      if ((page === undefined) === onOperatorListener) return notFound(request, reply);
    } else if (page === undefined) {
      return;
    } else if (!tokens[page] && config.isProduction) {
      return notFound(request, reply);
    }
    if (page !== undefined) await guards[page](request, reply);
  });

  fastify.get(METRICS_PATH, async (_request, reply) => {
    return reply
      .type(metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text());
  });

  if (config.metricsPort !== undefined) {
    const server = createServer((request: OperatorRequest, response) => {
      request[OPERATOR_LISTENER] = true;
      fastify.routing(request, response);
    });
    operatorServers.set(fastify, server);
    fastify.addHook('onClose', async () => {
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }
}

/** Starts the operators' listener (METRICS_PORT on METRICS_HOST) when one is configured; answers its address. */
export async function listenForOperators(app: NestFastifyApplication, config: AppConfig): Promise<string | undefined> {
  const server = operatorServers.get(app.getHttpAdapter().getInstance());
  if (!server || config.metricsPort === undefined) return undefined;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metricsPort, config.metricsHost, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return `http://${config.metricsHost}:${config.metricsPort}`;
}
