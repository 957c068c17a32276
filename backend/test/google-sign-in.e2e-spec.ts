import { addWord, auth, createDrill, createDrillSession, createMeetingSession, createScript, registerUser } from './support/factories.js';
import { GOOGLE_CLIENT_ID, setupGoogleApp } from './support/google.js';
import { setupTestApp } from './support/test-setup.js';

/** Sign-in with a Google ID token (Google Identity Services): accounts made, linked and taken over; tokens refused. */
describe('Google sign-in', () => {
  const { t, idToken, signIn } = setupGoogleApp();

  it('tells the browser its client id', async () => {
    expect((await t.http.get('/api/config').expect(200)).body.googleClientId).toBe(GOOGLE_CLIENT_ID);
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
    const ownerProof = idToken({ sub: 'linked-sub', email: 'linked@example.com' });
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

  it('refuses a token signed by a key Google does not list (forged)', async () => {
    const res = await signIn({ sub: 'forger' }, 401, { forged: true });
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
