import { listenForOperators } from '../src/metrics/register-metrics.js';
import { createDrill, createDrillSession, registerUser } from './support/factories.js';
import { freePort } from '@speakwell/ports';
import { createTestApp } from './support/test-app.js';
import { setupTestApp } from './support/test-setup.js';

/** What an operator's Prometheus and load balancer see. */
describe('operations endpoints', () => {
  const { t } = setupTestApp();

  it('reports liveness, readiness and the version without a token', async () => {
    expect((await t.http.get('/api/health/live').expect(200)).body).toEqual({ status: 'ok', version: t.config.version });
    expect((await t.http.get('/api/health/ready').expect(200)).body).toEqual({
      status: 'ok',
      database: 'up',
      aiProvider: 'offline',
      version: t.config.version,
    });
    expect(t.config.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('serves Prometheus text at /metrics that counts the requests made, per route and status', async () => {
    for (let i = 0; i < 3; i += 1) await t.http.get('/api/health/live').expect(200);
    await t.http.get('/api/sessions/some-id').expect(401);
    const res = await t.http.get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parsePrometheus(res.text);
    expect(samples.get('speakwell_http_requests_total{method="GET",route="/api/health/live",status="200"}')).toBeGreaterThanOrEqual(3);
    expect(samples.get('speakwell_http_requests_total{method="GET",route="/api/sessions/:id",status="401"}')).toBe(1);
    expect(samples.get('speakwell_http_request_duration_seconds_count{method="GET",route="/api/sessions/:id",status="401"}')).toBe(1);
    expect(samples.get('speakwell_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(samples.has('speakwell_process_resident_memory_bytes')).toBe(true);
  });

  it('reports the pool size, query times, read-cache hits and misses, failures by reason and the version', async () => {
    const learner = await registerUser(t.http);
    await t.http.get('/api/sessions').set('Authorization', `Bearer ${learner.token}`).expect(200);
    await t.http.get('/api/sessions').set('Authorization', `Bearer ${learner.token}`).expect(200);
    await t.http.get('/api/sessions/00000000-0000-0000-0000-000000000000').set('Authorization', `Bearer ${learner.token}`).expect(404);
    const samples = parsePrometheus((await t.http.get('/metrics').expect(200)).text);
    expect(samples.get('speakwell_db_pool_max')).toBe(t.config.dbPoolMax);
    expect(samples.get(`speakwell_build_info{version="${t.config.version}"}`)).toBe(1);
    expect(samples.get('speakwell_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(3);
    expect(samples.get('speakwell_read_cache_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(samples.get('speakwell_read_cache_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect([...samples.keys()].some((key) => key.startsWith('speakwell_request_failures_total{') && key.includes('status="404"'))).toBe(true);
  });

  it('counts AI calls per provider and rate-limit refusals', async () => {
    const limited = await createTestApp({ rateLimits: { auth: { points: 2, windowSeconds: 60 }, ai: { points: 100, windowSeconds: 60 } } });
    try {
      const learner = await registerUser(limited.http);
      await createDrill(limited.http, learner, await createDrillSession(limited.http, learner));
      // Failed logins are limited per (address, email): two allowed, the third refused.
      await limited.http.post('/api/login').send({ email: 'nobody@example.com', password: 'wrong password 1' }).expect(401);
      await limited.http.post('/api/login').send({ email: 'nobody@example.com', password: 'wrong password 2' }).expect(401);
      await limited.http.post('/api/login').send({ email: 'nobody@example.com', password: 'wrong password 3' }).expect(429);
      const samples = parsePrometheus((await limited.http.get('/metrics').expect(200)).text);
      expect(samples.get('speakwell_ai_calls_total{provider="offline",operation="drillQuestion"}')).toBe(1);
      expect(samples.get('speakwell_ai_call_duration_seconds_count{provider="offline",operation="drillQuestion"}')).toBe(1);
      expect(samples.get('speakwell_rate_limit_refusals_total{bucket="loginPair"}')).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it('guards /metrics and the API docs when tokens are configured', async () => {
    const guarded = await createTestApp({ metricsToken: 'metrics-token-0123456789', apiDocsToken: 'docs-token-0123456789' });
    try {
      const refused = await guarded.http.get('/metrics').expect(401);
      expect(refused.body).toEqual({
        error: "Metrics needs the access token set in the server's configuration",
        code: 'ACCESS_TOKEN_REQUIRED',
        statusCode: 401,
      });
      await guarded.http.get('/metrics').set('Authorization', 'Bearer wrong-token-0123456789').expect(401);
      await guarded.http.get('/metrics').set('Authorization', 'Bearer metrics-token-0123456789').expect(200);
      const docs = await guarded.http.get('/api/docs-json').expect(401);
      expect(docs.headers['www-authenticate']).toMatch(/^Basic realm="API docs"/);
      await guarded.http.get('/api/docs-json').auth('anyone', 'docs-token-0123456789').expect(200);
    } finally {
      await guarded.close();
    }
  });

  it('in production, without a token or METRICS_PORT, /metrics and the docs are not served at all', async () => {
    const production = await createTestApp({ nodeEnv: 'production' });
    try {
      for (const path of ['/metrics', '/api/docs', '/api/docs-json', '/api/%64ocs-json', '/api/docs/init.js']) {
        const res = await production.http.get(path);
        expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status: 404, error: expect.stringMatching(/^Cannot GET /) });
      }
      await production.http.get('/api/health').expect(200);
    } finally {
      await production.close();
    }
  });

  it('with METRICS_PORT, /metrics and the docs are served on that localhost port only, and nothing else is', async () => {
    const metricsPort = await freePort();
    const split = await createTestApp({ nodeEnv: 'production', metricsPort });
    try {
      expect(await listenForOperators(split.app, split.config)).toBe(`http://127.0.0.1:${metricsPort}`);
      for (const path of ['/metrics', '/api/docs', '/api/docs-json']) await split.http.get(path).expect(404);
      const internal = `http://127.0.0.1:${metricsPort}`;
      const metrics = await fetch(`${internal}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('speakwell_http_requests_total');
      const docs = await fetch(`${internal}/api/docs-json`);
      expect(docs.status).toBe(200);
      expect(await docs.text()).toContain('"openapi"');
      for (const path of ['/api/health', '/api/login', '/'])
        expect({ path, status: (await fetch(`${internal}${path}`)).status }).toEqual({ path, status: 404 });
    } finally {
      await split.close();
    }
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });

  it('guards the docs on the route a URL reaches, however it is encoded, cased or slashed', async () => {
    const guarded = await createTestApp({ apiDocsToken: 'docs-token-0123456789' });
    try {
      const variants = [
        '/api/%64ocs-json',
        '/%61pi/docs-json',
        '/%61%70%69/%64%6f%63%73-json',
        '/api/docs%2Djson',
        '//api/docs-json',
        '/api//docs-json',
        '/api/docs-json/',
        '/API/docs-json',
        '/api/DOCS-JSON',
        '/api/docs-json?x=1',
        '/api/./docs-json',
        '/x/../api/docs-json',
        '/api/%64ocs',
        '/api/docs/',
        '/api/docs/%69nit.js',
      ];
      for (const path of variants) {
        const res = await guarded.http.get(path);
        expect({ path, status: res.status, openapi: res.text.includes('"openapi"') || res.text.includes('SwaggerUIBundle') }).toEqual({
          path,
          status: expect.any(Number),
          openapi: false,
        });
        // Refused, or (with the shell built) a path the API has no route for gets the app's page.
        const appPage = res.status === 200 && String(res.headers['content-type']).startsWith('text/html') && res.text.includes('<div id="root"');
        expect({ path, refused: res.status === 401 || res.status === 404 || appPage }).toEqual({ path, refused: true });
      }
      const opened = await guarded.http.get('/api/%64ocs-json').auth('anyone', 'docs-token-0123456789').expect(200);
      expect(opened.text).toContain('"openapi"');
    } finally {
      await guarded.close();
    }
  });
});

/** `name{labels} value` lines into a map; throws on a line that is not Prometheus text. */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{.*\})?) (\S+)$/.exec(line);
    if (!match?.[1] || match[2] === undefined) throw new Error(`not Prometheus text: ${line}`);
    samples.set(match[1], Number(match[2]));
  }
  return samples;
}
