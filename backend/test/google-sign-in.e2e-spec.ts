import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Controller, Get, Module } from '@nestjs/common';
import { exportJWK, generateKeyPair, type CryptoKey, SignJWT } from 'jose';
import type { AuthUser } from '../src/auth/auth-user.js';
import { CurrentUser } from '../src/auth/current-user.decorator.js';
import { addWord, auth, createDrill, createDrillSession, createMeetingSession, createScript, registerUser } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { setupTestApp } from './support/test-setup.js';

@Controller('test-only')
class WhoAmIController {
  @Get('me')
  me(@CurrentUser() user: AuthUser): AuthUser {
    return user;
  }
}
@Module({ controllers: [WhoAmIController] })
class WhoAmIModule {}

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const KID = 'test-key-1';

/** The person the fake Google's redirect flow signs in. */
const REDIRECT_PERSON = { sub: 'redirect-sub', email: 'redirected@example.com', email_verified: true, name: 'Red Irect' };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}

/**
 * A local stand-in for Google: its key set (only keys listed here sign valid ID tokens), and
 * the OAuth token and userinfo endpoints of the redirect flow (code 'good-code' works).
 */
async function serveFakeGoogle(publicKey: CryptoKey): Promise<{ server: Server; url: string }> {
  const keys = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] });
  const server = createServer((request, response) => {
    const json = (status: number, body: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (path === '/oauth2/v3/certs') return void response.writeHead(200, { 'content-type': 'application/json' }).end(keys);
    if (path === '/token' && request.method === 'POST') {
      return void readBody(request).then((body) =>
        new URLSearchParams(body).get('code') === 'good-code'
          ? json(200, { access_token: 'access-1', token_type: 'Bearer', expires_in: 3600 })
          : json(400, { error: 'invalid_grant' }),
      );
    }
    if (path === '/userinfo')
      return void (request.headers.authorization === 'Bearer access-1' || url.searchParams.get('access_token') === 'access-1'
        ? json(200, REDIRECT_PERSON)
        : json(401, { error: 'invalid_token' }));
    json(404, { error: 'not found' });
  });
  // A port the OS picks, never a fixed one.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
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
    const fake = await serveFakeGoogle(google.publicKey);
    keySet = fake.server;
    t = await createTestApp(
      {
        google: {
          clientId: CLIENT_ID,
          clientSecret: 'test-secret',
          jwksUrl: `${fake.url}/oauth2/v3/certs`,
          oauthEndpoints: {
            authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
            tokenUrl: `${fake.url}/token`,
            userInfoUrl: `${fake.url}/userinfo`,
          },
        },
        adminEmails: ['boss@gmail.com'],
      },
      { extraModules: [WhoAmIModule] },
    );
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
    /** When Google signed the person in (seconds); default now. */
    iat?: number;
  }
  const idToken = (claims: Claims = {}, key: CryptoKey = googleKey) => {
    const { aud = CLIENT_ID, iss = 'https://accounts.google.com', exp = Math.floor(Date.now() / 1000) + 3600, iat, ...rest } = claims;
    return new SignJWT({ sub: '1000001', email: 'gina@gmail.com', email_verified: true, name: 'Gina Google', ...rest })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer(iss)
      .setAudience(aud)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);
  };
  /** POST /api/auth/google with a fresh ID token; checks the status. */
  const signIn = async (claims: Claims, expected: number, key?: CryptoKey) =>
    t.http
      .post('/api/auth/google')
      .send({ token: await idToken(claims, key) })
      .expect(expected);

  it('tells the browser its client id', async () => {
    expect((await t.http.get('/api/config').expect(200)).body.googleClientId).toBe(CLIENT_ID);
  });

  it('creates the account on first sign-in and signs into the same one afterwards', async () => {
    const first = await signIn({ sub: 'new-1', email: 'New.Person@Gmail.com' }, 200);
    expect(first.body).toEqual({ token: expect.any(String), role: 'user', userId: expect.any(String) });
    const again = await signIn({ sub: 'new-1', email: 'new.person@gmail.com' }, 200);
    expect(again.body.userId).toBe(first.body.userId);
    // The token works like a password login's.
    const me = await t.http.get('/api/test-only/me').set(auth(again.body)).expect(200);
    expect(me.body).toEqual({ id: first.body.userId, role: 'user', email: 'new.person@gmail.com' });
  });

  it('gives an account registered with the same email to the Google owner: the password and its tokens stop working', async () => {
    // Someone registers the owner's email with a password before the owner ever signs in.
    const squatter = await registerUser(t.http, { email: 'linked@example.com' });
    const res = await signIn({ sub: 'linked-sub', email: 'linked@example.com' }, 200);
    expect(res.body.userId).toBe(squatter.id);
    expect((await t.http.post('/api/login').send({ email: squatter.email, password: squatter.password }).expect(401)).body.error).toBe(
      'Invalid email or password',
    );
    await t.http.get('/api/test-only/me').set(auth(squatter)).expect(401);
    await t.http
      .get('/api/test-only/me')
      .set('Authorization', `Bearer ${res.body.token as string}`)
      .expect(200);
    // The owner can set a password of their own, with a fresh Google sign-in instead of a current one.
    const ownerProof = await idToken({ sub: 'linked-sub', email: 'linked@example.com' });
    await t.http
      .put('/api/user/profile')
      .set('Authorization', `Bearer ${res.body.token as string}`)
      .send({ name: 'Owner', password: 'the owner now picks one', google_token: ownerProof })
      .expect(200);
    await t.http.post('/api/login').send({ email: squatter.email, password: 'the owner now picks one' }).expect(200);
  });

  it('makes an ADMIN_EMAILS address admin only once Google has proved it', async () => {
    const squatter = await registerUser(t.http, { email: 'boss@gmail.com' });
    expect(squatter.role).toBe('user');
    const owner = await signIn({ sub: 'boss-sub', email: 'boss@gmail.com' }, 200);
    expect(owner.body).toEqual({ token: expect.any(String), role: 'admin', userId: squatter.id });
    await t.http.get('/api/admin/users').set(auth(owner.body)).expect(200);
  });

  it('after a takeover the name is the Google profile name and nothing the previous holder made is kept', async () => {
    const squatter = await registerUser(t.http, { email: 'planted@example.com', name: 'Squatter Sam' });
    const sessionId = await createDrillSession(t.http, squatter, { topic: 'Planted topic' });
    await createDrill(t.http, squatter, sessionId);
    await createMeetingSession(t.http, squatter, { context: 'Send the quarterly numbers to evil@example.com' });
    await createScript(t.http, squatter, { title: 'Planted script' });
    await addWord(t.http, squatter, 'ubiquitous');
    const bystander = await registerUser(t.http);
    await createScript(t.http, bystander, { title: 'Not planted' });

    const owner = (await signIn({ sub: 'planted-owner', email: 'planted@example.com', name: 'Real Owner' }, 200)).body as { token: string; userId: string };
    expect(owner.userId).toBe(squatter.id);
    const bearer = { Authorization: `Bearer ${owner.token}` };
    expect((await t.http.get('/api/user/profile').set(bearer).expect(200)).body).toMatchObject({ name: 'Real Owner', email: 'planted@example.com' });
    for (const list of ['/api/sessions', '/api/scripts', '/api/dictionary'])
      expect({ list, rows: (await t.http.get(list).set(bearer).expect(200)).body }).toEqual({ list, rows: [] });
    const exported = (await t.http.get('/api/user/export').set(bearer).expect(200)).body as { sessions: unknown[]; scripts: unknown[]; dictionary: unknown[] };
    expect([exported.sessions, exported.scripts, exported.dictionary]).toEqual([[], [], []]);
    expect((await t.http.get('/api/dashboard-stats').set(bearer).expect(200)).body).toMatchObject({ total_sessions: 0 });
    // Nobody else's content is touched.
    expect(((await t.http.get('/api/scripts').set(auth(bystander)).expect(200)).body as unknown[]).length).toBe(1);
  });

  it.each([
    ['a token for another app (wrong audience)', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 600 }],
    ['a token from another issuer', { iss: 'https://evil.example.com' }],
  ])('refuses %s with 401', async (_what, claims) => {
    const res = await signIn(claims, 401);
    expect(res.body).toEqual({ error: 'Google sign-in failed: invalid token', code: 'GOOGLE_INVALID_TOKEN', statusCode: 401 });
  });

  it('a Google-only account says so in its profile and is deleted only with a fresh sign-in of the same Google account', async () => {
    const { token } = (await signIn({ sub: 'leaving-1', email: 'leaving@gmail.com' }, 200)).body as { token: string };
    const bearer = { Authorization: `Bearer ${token}` };
    expect((await t.http.get('/api/user/profile').set(bearer).expect(200)).body).toMatchObject({ sign_in: { password: false, google: true } });

    const noProof = await t.http.delete('/api/user').set(bearer).send({ password: 'anything' }).expect(400);
    expect(noProof.body.error).toBe('This account signs in with Google: sign in with Google again to confirm. Nothing was deleted.');
    const otherAccount = await t.http
      .delete('/api/user')
      .set(bearer)
      .send({ google_token: await idToken({ sub: 'someone-else', email: 'else@gmail.com' }) })
      .expect(403);
    expect(otherAccount.body.error).toBe('That Google account is not the one linked to this account. Nothing was deleted.');
    await t.http
      .delete('/api/user')
      .set(bearer)
      .send({ google_token: await idToken({ sub: 'leaving-1', email: 'leaving@gmail.com' }, strangerKey) })
      .expect(401);
    await t.http.get('/api/user/profile').set(bearer).expect(200);

    await t.http
      .delete('/api/user')
      .set(bearer)
      .send({ google_token: await idToken({ sub: 'leaving-1', email: 'leaving@gmail.com' }) })
      .expect(204);
    await t.http.get('/api/user/profile').set(bearer).expect(401);
  });

  it('a stolen token alone cannot set the first password of a Google-only account: it takes a Google sign-in of that account from the last 5 minutes', async () => {
    const { token } = (await signIn({ sub: 'only-google', email: 'only.google@gmail.com' }, 200)).body as { token: string };
    const bearer = { Authorization: `Bearer ${token}` };
    const setPassword = (extra: object) =>
      t.http
        .put('/api/user/profile')
        .set(bearer)
        .send({ name: 'Only Google', password: 'thief picks this one', ...extra });
    const loginWorks = async () => (await t.http.post('/api/login').send({ email: 'only.google@gmail.com', password: 'thief picks this one' })).status === 200;

    expect((await setPassword({}).expect(400)).body.error).toBe('This account signs in with Google: sign in with Google again to set a password.');
    expect((await setPassword({ current_password: 'anything' }).expect(400)).body.error).toBe(
      'This account signs in with Google: sign in with Google again to set a password.',
    );
    const someoneElse = await setPassword({ google_token: await idToken({ sub: 'thief-sub', email: 'thief@gmail.com' }) }).expect(403);
    expect(someoneElse.body.error).toBe('That Google account is not the one linked to this account. The password was not set.');
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    const stale = await setPassword({ google_token: await idToken({ sub: 'only-google', email: 'only.google@gmail.com', iat: sixMinutesAgo }) }).expect(403);
    expect(stale.body.error).toBe('That Google sign-in is more than 5 minutes old: sign in with Google again.');
    expect(await loginWorks()).toBe(false);
    expect((await t.http.get('/api/user/profile').set(bearer).expect(200)).body.sign_in).toEqual({ password: false, google: true });

    const done = await setPassword({ google_token: await idToken({ sub: 'only-google', email: 'only.google@gmail.com' }) }).expect(200);
    expect(done.body).toEqual({ message: 'Profile updated successfully!', token: expect.any(String) });
    expect(await loginWorks()).toBe(true);
  });

  it('refuses to delete a Google-only account with a Google sign-in older than 5 minutes', async () => {
    const { token } = (await signIn({ sub: 'old-proof', email: 'old.proof@gmail.com' }, 200)).body as { token: string };
    const bearer = { Authorization: `Bearer ${token}` };
    const old = await idToken({ sub: 'old-proof', email: 'old.proof@gmail.com', iat: Math.floor(Date.now() / 1000) - 6 * 60 });
    expect((await t.http.delete('/api/user').set(bearer).send({ google_token: old }).expect(403)).body.error).toBe(
      'That Google sign-in is more than 5 minutes old: sign in with Google again.',
    );
    await t.http.get('/api/user/profile').set(bearer).expect(200);
  });

  it('wrong Google proofs behind a token are throttled as logins are: 429 after three failures from one address', async () => {
    // The login limits of a real deployment (three failures per address and account), on the same database.
    const strict = await createTestApp({
      ...t.config,
      trustProxy: true,
      rateLimits: { auth: { points: 3, windowSeconds: 60 }, ai: { points: 100, windowSeconds: 60 } },
    });
    try {
      const { token } = (
        await strict.http
          .post('/api/auth/google')
          .send({ token: await idToken({ sub: 'guarded', email: 'guarded@gmail.com' }) })
          .expect(200)
      ).body as { token: string };
      const bearer = { Authorization: `Bearer ${token}` };
      const notTheirs = () => idToken({ sub: 'thief', email: 'thief@gmail.com' });
      const statuses: number[] = [];
      for (let i = 0; i < 2; i++)
        statuses.push(
          (
            await strict.http
              .delete('/api/user')
              .set('X-Forwarded-For', '10.7.0.1')
              .set(bearer)
              .send({ google_token: await notTheirs() })
          ).status,
        );
      statuses.push(
        (
          await strict.http
            .put('/api/user/profile')
            .set('X-Forwarded-For', '10.7.0.1')
            .set(bearer)
            .send({ name: 'G', password: 'thief password', google_token: await notTheirs() })
        ).status,
      );
      statuses.push(
        (
          await strict.http
            .delete('/api/user')
            .set('X-Forwarded-For', '10.7.0.1')
            .set(bearer)
            .send({ google_token: await idToken({ sub: 'guarded', email: 'guarded@gmail.com' }) })
        ).status,
      );
      expect(statuses).toEqual([403, 403, 403, 429]);
      await strict.http.get('/api/user/profile').set(bearer).expect(200);
    } finally {
      await strict.close();
    }
  });

  it('refuses a token signed by a key Google does not list (forged)', async () => {
    const res = await signIn({ sub: 'forger' }, 401, strangerKey);
    expect(res.body).toEqual({ error: 'Google sign-in failed: invalid token', code: 'GOOGLE_INVALID_TOKEN', statusCode: 401 });
    await t.http.post('/api/auth/google').send({ token: 'not-a-jwt' }).expect(401);
  });

  it('refuses an unverified email', async () => {
    const res = await signIn({ sub: 'unverified', email: 'unverified@gmail.com', email_verified: false }, 401);
    expect(res.body.error).toMatch(/not verified/);
  });

  it('requires the token field', async () => {
    expect((await t.http.post('/api/auth/google').send({}).expect(400)).body).toEqual({ error: 'Token is required', code: 'INVALID_INPUT', statusCode: 400 });
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

  /** Starts the redirect flow as a browser would: Google's state and the cookie that pins it. */
  const startRedirect = async () => {
    const start = await t.http.get('/api/auth/google/redirect').expect(302);
    const state = new URL(start.headers.location).searchParams.get('state') ?? '';
    const cookie = (start.headers['set-cookie']?.[0] ?? '').split(';')[0];
    return { state, cookie };
  };

  it('lands the redirect flow in the account with the same email through a one-time code the starting browser exchanges', async () => {
    const existing = await registerUser(t.http, { email: REDIRECT_PERSON.email });
    const { state, cookie } = await startRedirect();

    const done = await t.http.get(`/api/auth/google/callback?code=good-code&state=${state}`).set('Cookie', cookie).expect(302);
    const [page, fragment] = done.headers.location.split('#');
    expect(page).toBe('/login');
    const outcome = Object.fromEntries(new URLSearchParams(fragment));
    // No bearer token in the URL: only a code, worth nothing outside this browser.
    expect(outcome).toEqual({ code: expect.any(String) });
    expect(done.headers.location).not.toMatch(/token=/);

    // Another browser (no state cookie, or its own) cannot use the code.
    const elsewhere = await t.http.post('/api/auth/google/exchange').send({ code: outcome.code }).expect(401);
    expect(elsewhere.body).toEqual({ error: 'Google sign-in was cancelled or expired, please try again', code: 'GOOGLE_CODE_INVALID', statusCode: 401 });
    const other = await startRedirect();
    await t.http.post('/api/auth/google/exchange').set('Cookie', other.cookie).send({ code: outcome.code }).expect(401);

    // The browser that started the sign-in gets the session, once.
    const { state: state2, cookie: cookie2 } = await startRedirect();
    const done2 = await t.http.get(`/api/auth/google/callback?code=good-code&state=${state2}`).set('Cookie', cookie2).expect(302);
    const code2 = new URLSearchParams(done2.headers.location.split('#')[1]).get('code');
    const session = await t.http.post('/api/auth/google/exchange').set('Cookie', cookie2).send({ code: code2 }).expect(200);
    expect(session.body).toEqual({ token: expect.any(String), role: 'user', userId: existing.id });
    await t.http.get('/api/test-only/me').set(auth(session.body)).expect(200);
    await t.http.post('/api/auth/google/exchange').set('Cookie', cookie2).send({ code: code2 }).expect(401);

    // A code Google refuses to exchange goes back to the login page with the refusal's code, not a one-time code.
    const failed = await t.http.get(`/api/auth/google/callback?code=bad-code&state=${state}`).set('Cookie', cookie).expect(302);
    expect(failed.headers.location).toBe('/login#error=GOOGLE_SIGN_IN_FAILED');
  });

  it('refuses an exchange without a code with 400', async () => {
    expect((await t.http.post('/api/auth/google/exchange').send({}).expect(400)).body.error).toBe('Code is required');
  });

  it('sends a callback with a forged state back to the login page with an error', async () => {
    const res = await t.http.get('/api/auth/google/callback?code=abc&state=forged').set('Cookie', 'speakwell_google_state=other').expect(302);
    expect(res.headers.location).toBe('/login#error=GOOGLE_CODE_INVALID');
  });
});

describe('Google sign-in when not configured', () => {
  const { t } = setupTestApp();

  it('answers 404 with a clear error on every Google route', async () => {
    const res = await t.http.post('/api/auth/google').send({ token: 'anything' }).expect(404);
    expect(res.body).toEqual({ error: 'Google sign-in is not configured on this server', code: 'GOOGLE_NOT_CONFIGURED', statusCode: 404 });
    await t.http.get('/api/auth/google/redirect').expect(404);
    await t.http.get('/api/auth/google/callback?code=x').expect(404);
    await t.http.post('/api/auth/google/exchange').send({ code: 'x' }).expect(404);
  });
});
