import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { requireAccessToken } from './access-token.js';
import { observeDatabaseQueries } from './database-metrics.js';
import { MetricsService, type PoolCounts } from './metrics.service.js';

export const METRICS_PATH = '/metrics';
const DOCS_PREFIX = '/api/docs';

/** pg.Pool's counts behind TypeORM's postgres driver (`driver.master`), if it has one yet. */
function poolCounts(dataSource: DataSource): PoolCounts | undefined {
  const pool: unknown = (dataSource.driver as { master?: unknown }).master;
  if (typeof pool !== 'object' || pool === null) return undefined;
  const { totalCount, idleCount, waitingCount } = pool as Record<string, unknown>;
  if (typeof totalCount !== 'number' || typeof idleCount !== 'number' || typeof waitingCount !== 'number') return undefined;
  return { total: totalCount, idle: idleCount, waiting: waitingCount };
}

/**
 * GET /metrics (Prometheus text, METRICS_TOKEN-protected when set), the per-request count and
 * latency, the pool gauge, and the optional API_DOCS_TOKEN guard of /api/docs*. Call before
 * app.init(), so the hooks see every route.
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

  const docsGuard = requireAccessToken(config.apiDocsToken, 'API docs');
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(DOCS_PREFIX)) await docsGuard(request, reply);
  });

  fastify.get(METRICS_PATH, { onRequest: requireAccessToken(config.metricsToken, 'Metrics') }, async (_request, reply) => {
    return reply.type(metrics.contentType).header('cache-control', 'no-store').send(await metrics.text());
  });
}
