import { DataSource } from 'typeorm';
import { auth, registerUser } from './support/factories.js';
import { createTestApp } from './support/test-app.js';
import { setupTestApp } from './support/test-setup.js';

describe('HTTP behaviour every route shares', () => {
  const { t } = setupTestApp({ config: { bodyLimitBytes: 4096, corsOrigins: ['https://remotes.example.com'] } });

  it('reports the API and database up on /api/health, without a token', async () => {
    expect((await t.http.get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up', aiProvider: 'offline', version: t.config.version });
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await t.http.post('/api/login').set('Content-Type', 'application/json').send('{"email": "a@b.c",').expect(400);
    expect(res.body).toEqual({ error: 'Request body is not valid JSON', code: 'INVALID_JSON', statusCode: 400 });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.http
      .post('/api/register')
      .send({ name: 'x'.repeat(5000), email: 'big@example.com', password: 'a long enough password' })
      .expect(413);
    expect(res.body).toEqual({ error: 'Request body is too large', code: 'BODY_TOO_LARGE', statusCode: 413 });
  });

  it('answers unknown API routes with 404, with or without a token', async () => {
    const user = await registerUser(t.http);
    expect((await t.http.get('/api/no-such-thing?x=1').expect(404)).body).toEqual({
      error: 'Cannot GET /api/no-such-thing',
      code: 'NOT_FOUND',
      statusCode: 404,
    });
    expect((await t.http.delete('/api/no/such/thing').set(auth(user)).expect(404)).body.statusCode).toBe(404);
  });

  it('sends security headers, a CSP that allows Google sign-in, and a request id', async () => {
    const res = await t.http.get('/api/health').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).toContain('frame-src https://accounts.google.com/gsi/');
    expect(csp).toContain("media-src 'self' blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.http.get('/api/health').set('X-Request-Id', 'lb-1234').expect(200);
    expect(echoed.headers['x-request-id']).toBe('lb-1234');
  });

  it('keeps API answers out of caches, allows the microphone for this origin only, and loads no remote images', async () => {
    const user = await registerUser(t.http);
    const profile = await t.http.get('/api/user/profile').set(auth(user)).expect(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    expect((await t.http.post('/api/login').send({ email: user.email, password: user.password }).expect(200)).headers['cache-control']).toBe('no-store');
    expect((await t.http.get('/api/no-such-thing').expect(404)).headers['cache-control']).toBe('no-store');
    expect(profile.headers['permissions-policy']).toContain('microphone=(self)');
    expect(profile.headers['permissions-policy']).toContain('camera=()');
    const imgSrc = (profile.headers['content-security-policy'] as string).split(';').find((directive) => directive.trim().startsWith('img-src'));
    expect(imgSrc?.trim()).toBe("img-src 'self' data:");
  });

  it('allows cross-origin calls only from configured origins', async () => {
    const allowed = await t.http.options('/api/login').set('Origin', 'https://remotes.example.com').set('Access-Control-Request-Method', 'POST');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://remotes.example.com');
    const other = await t.http.get('/api/health').set('Origin', 'https://evil.example.com');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('tells the browser the Google client id (none here) and the AI provider', async () => {
    expect((await t.http.get('/api/config').expect(200)).body).toEqual({ googleClientId: null, aiProvider: 'offline', serverTranscription: false });
  });

  it('serves the OpenAPI document and its UI', async () => {
    const doc = await t.http.get('/api/docs-json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/register', '/api/auth/google', '/api/health', '/api/config']));
    const ui = await t.http.get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger-ui-bundle.js');
    await t.http
      .get('/api/docs/swagger-ui-bundle.js')
      .expect(200)
      .expect('content-type', /javascript/);
  });
});

describe('Rate limits on login and registration', () => {
  const { t } = setupTestApp({ config: { trustProxy: true, rateLimits: { auth: { points: 3, windowSeconds: 60 }, ai: { points: 3, windowSeconds: 60 } } } });

  const loginFrom = (address: string, email: string) =>
    t.http.post('/api/login').set('X-Forwarded-For', address).send({ email, password: 'whatever password' });

  it('limits failed logins per client address, ten times the per-email allowance (429 with Retry-After)', async () => {
    for (let i = 0; i < 30; i++) await loginFrom('10.0.0.1', `guess${i}@example.com`).expect(401);
    const res = await loginFrom('10.0.0.1', 'guess9@example.com').expect(429);
    expect(res.body).toEqual({ error: 'Too many attempts, please try again later.', code: 'TOO_MANY_ATTEMPTS', statusCode: 429 });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    await loginFrom('10.0.0.2', 'guess9@example.com').expect(401);
  });

  it('limits registrations too', async () => {
    for (let i = 0; i < 3; i++)
      await t.http
        .post('/api/register')
        .set('X-Forwarded-For', '10.2.0.1')
        .send({ name: 'R', email: `r${i}@example.com`, password: 'a long enough password' })
        .expect(201);
    await t.http
      .post('/api/register')
      .set('X-Forwarded-For', '10.2.0.1')
      .send({ name: 'R', email: 'r9@example.com', password: 'a long enough password' })
      .expect(429);
  });
});

describe('GET /api/health when the database is gone', () => {
  it('answers 503 with database down', async () => {
    const t = await createTestApp();
    try {
      await t.http.get('/api/health').expect(200);
      const { pathname } = new URL(t.config.databaseUrl ?? '');
      const admin = await new DataSource({ type: 'postgres', url: process.env.SPEAKWELL_TEST_ADMIN_URL }).initialize();
      await admin.query(`DROP DATABASE ${pathname.slice(1)} WITH (FORCE)`);
      await admin.destroy();
      const res = await t.http.get('/api/health').expect(503);
      expect(res.body).toEqual({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE', statusCode: 503, database: 'down', version: t.config.version });
    } finally {
      await t.close();
    }
  });
});
