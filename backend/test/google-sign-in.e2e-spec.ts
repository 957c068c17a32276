import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type CryptoKey, SignJWT } from 'jose';
import { registerUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const KID = 'test-key-1';

/** Google's key set, served locally: only keys listed here can sign valid ID tokens. */
async function serveKeySet(publicKey: CryptoKey): Promise<{ server: Server; url: string }> {
  const body = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] });
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(body));
  // A port from this project's range for helper servers.
  for (let port = 3150; port < 3200; port++) {
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (listening) return { server, url: `http://127.0.0.1:${port}/oauth2/v3/certs` };
  }
  throw new Error('No free port for the key set server');
}

describe('Google sign-in', () => {
  let t: TestApp;
  let keySet: Server;
  let googleKey: CryptoKey;
  let strangerKey: CryptoKey;

  beforeAll(async () => {
    const google = await generateKeyPair('RS256');
    googleKey = google.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const served = await serveKeySet(google.publicKey);
    keySet = served.server;
    t = await createTestApp({ google: { clientId: CLIENT_ID, clientSecret: 'test-secret', jwksUrl: served.url } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => keySet.close(resolve));
  });

  interface Claims {
    sub?: string;
    email?: string;
    email_verified?: boolean;
    name?: string;
    aud?: string;
    iss?: string;
    exp?: number;
  }
  const idToken = (claims: Claims = {}, key: CryptoKey = googleKey) => {
    const { aud = CLIENT_ID, iss = 'https://accounts.google.com', exp = Math.floor(Date.now() / 1000) + 3600, ...rest } = claims;
    return new SignJWT({ sub: '1000001', email: 'gina@gmail.com', email_verified: true, name: 'Gina Google', ...rest })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer(iss)
      .setAudience(aud)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(key);
  };
  /** POST /api/auth/google with a fresh ID token; checks the status. */
  const signIn = async (claims: Claims, expected: number, key?: CryptoKey) =>
    t.http.post('/api/auth/google').send({ token: await idToken(claims, key) }).expect(expected);

  it('tells the browser its client id', async () => {
    expect((await t.http.get('/api/config').expect(200)).body.googleClientId).toBe(CLIENT_ID);
  });

  it('creates the account on first sign-in and signs into the same one afterwards', async () => {
    const first = await signIn({ sub: 'new-1', email: 'New.Person@Gmail.com' }, 200);
    expect(first.body).toEqual({ token: expect.any(String), role: 'user', userId: expect.any(String) });
    const again = await signIn({ sub: 'new-1', email: 'new.person@gmail.com' }, 200);
    expect(again.body.userId).toBe(first.body.userId);
    // The token works like a password login's.
    await t.http.get('/api/no-such-route').set('Authorization', `Bearer ${again.body.token}`).expect(404);
  });

  it('links to an existing account with the same email, which keeps its password', async () => {
    const existing = await registerUser(t.http, { email: 'linked@example.com' });
    const res = await signIn({ sub: 'linked-sub', email: 'linked@example.com' }, 200);
    expect(res.body.userId).toBe(existing.id);
    await t.http.post('/api/login').send({ email: existing.email, password: existing.password }).expect(200);
  });

  it.each([
    ['a token for another app (wrong audience)', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 600 }],
    ['a token from another issuer', { iss: 'https://evil.example.com' }],
  ])('refuses %s with 401', async (_what, claims) => {
    const res = await signIn(claims, 401);
    expect(res.body).toEqual({ error: 'Google sign-in failed: invalid token', statusCode: 401 });
  });

  it('refuses a token signed by a key Google does not list (forged)', async () => {
    const res = await signIn({ sub: 'forger' }, 401, strangerKey);
    expect(res.body).toEqual({ error: 'Google sign-in failed: invalid token', statusCode: 401 });
    await t.http.post('/api/auth/google').send({ token: 'not-a-jwt' }).expect(401);
  });

  it('refuses an unverified email', async () => {
    const res = await signIn({ sub: 'unverified', email: 'unverified@gmail.com', email_verified: false }, 401);
    expect(res.body.error).toMatch(/not verified/);
  });

  it('requires the token field', async () => {
    expect((await t.http.post('/api/auth/google').send({}).expect(400)).body).toEqual({ error: 'token: token is required', statusCode: 400 });
  });

  it('starts the redirect flow at Google with this client id', async () => {
    const res = await t.http.get('/api/auth/google/redirect').expect(302);
    const location = new URL(res.headers.location);
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toMatch(/\/api\/auth\/google\/callback$/);
    expect(location.searchParams.get('scope')).toContain('email');
    const state = location.searchParams.get('state');
    expect(state).toBeTruthy();
    expect(res.headers['set-cookie']?.[0]).toContain(`speakwell_google_state=${state}`);
  });

  it('sends a callback with a forged state back to the login page with an error', async () => {
    const res = await t.http.get('/api/auth/google/callback?code=abc&state=forged').set('Cookie', 'speakwell_google_state=other').expect(302);
    expect(res.headers.location).toMatch(/^\/login#error=/);
  });
});

describe('Google sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 with a clear error on every Google route', async () => {
    const res = await t.http.post('/api/auth/google').send({ token: 'anything' }).expect(404);
    expect(res.body).toEqual({ error: 'Google sign-in is not configured on this server', statusCode: 404 });
    await t.http.get('/api/auth/google/redirect').expect(404);
    await t.http.get('/api/auth/google/callback?code=x').expect(404);
  });
});
