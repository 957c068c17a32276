import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RedisObserver } from '../common/rate-limit/rate-limit.store.js';

/** What the database pool reports when scraped (pg.Pool's counts). */
export interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const AI_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60];

/**
 * The Prometheus metrics of one API process (served at GET /metrics). One registry per app,
 * so several apps in one test process never clash. Record with the named instruments:
 *   this.metrics.aiCalls.inc({ provider: 'openai', operation: 'evaluateAnswer' });
 */
@Injectable()
export class MetricsService implements RedisObserver {
  readonly registry = new Registry();

  readonly httpRequests = this.counter('speakwell_http_requests_total', 'HTTP requests answered, by method, route pattern and status', [
    'method',
    'route',
    'status',
  ]);
  readonly httpDuration = this.histogram(
    'speakwell_http_request_duration_seconds',
    'Time to answer an HTTP request, by method, route pattern and status',
    ['method', 'route', 'status'],
    LATENCY_BUCKETS,
  );
  readonly aiCalls = this.counter('speakwell_ai_calls_total', 'AI calls made, by provider and operation', ['provider', 'operation']);
  readonly aiFailures = this.counter('speakwell_ai_call_failures_total', 'AI calls that failed, by provider and operation', ['provider', 'operation']);
  readonly aiDuration = this.histogram(
    'speakwell_ai_call_duration_seconds',
    'Time an AI call took, by provider and operation',
    ['provider', 'operation'],
    AI_BUCKETS,
  );
  readonly redisUpGauge = this.gauge(
    'speakwell_redis_up',
    "1 while Redis (REDIS_URL) accepts commands; 0 while rate limits fall back to this process's memory",
  );
  readonly redisErrors = this.counter('speakwell_redis_errors_total', 'Errors of the Redis connection (failed connects and commands)');
  readonly failures = this.counter('speakwell_request_failures_total', 'Requests answered with an error, by reason (error code) and status', [
    'reason',
    'status',
  ]);
  readonly readCache = this.counter('speakwell_read_cache_total', "Signed-in reads looked up in the replica's answer cache, by result (hit, miss)", ['result']);
  readonly dbQueryDuration = this.histogram(
    'speakwell_db_query_duration_seconds',
    'Time a database query took, by outcome (ok, error)',
    ['outcome'],
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  );
  readonly dbPoolMax = this.gauge('speakwell_db_pool_max', 'Most connections this process opens to PostgreSQL (DB_POOL_MAX)');
  readonly buildInfo = this.gauge('speakwell_build_info', 'Always 1, labelled with the running version (APP_VERSION or package.json)', ['version']);
  readonly rateLimitRefusals = this.counter('speakwell_rate_limit_refusals_total', 'Requests refused by a rate limit (429), by bucket', ['bucket']);
  private poolCounts: () => PoolCounts | undefined = () => undefined;

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'speakwell_' });
    const counts = () => this.poolCounts();
    new Gauge({
      name: 'speakwell_db_pool_connections',
      help: 'Database pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const current = counts();
        if (!current) return;
        this.set({ state: 'total' }, current.total);
        this.set({ state: 'idle' }, current.idle);
        this.set({ state: 'in_use' }, current.total - current.idle);
        this.set({ state: 'waiting' }, current.waiting);
      },
    });
  }

  /** The instruments, each in this app's registry. */
  private counter<Label extends string = never>(name: string, help: string, labelNames: readonly Label[] = []): Counter<Label> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  private gauge<Label extends string = never>(name: string, help: string, labelNames: readonly Label[] = []): Gauge<Label> {
    return new Gauge({ name, help, labelNames, registers: [this.registry] });
  }

  private histogram<Label extends string>(name: string, help: string, labelNames: readonly Label[], buckets: number[]): Histogram<Label> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  /** RedisObserver (common/rate-limit): Redis came up or went away. */
  redisUp(up: boolean): void {
    this.redisUpGauge.set(up ? 1 : 0);
  }

  /** RedisObserver: one error of the Redis connection. */
  redisError(): void {
    this.redisErrors.inc();
  }

  /** Where the pool gauge reads its numbers on each scrape. */
  observePool(read: () => PoolCounts | undefined): void {
    this.poolCounts = read;
  }

  /** Records one answered request; `route` is the matched pattern (/api/drills/:id), never the raw URL. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }

  async text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
