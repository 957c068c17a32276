import { auth, registerUser } from './support/factories.js';
import { GOOGLE_CLIENT_ID, setupGoogleApp } from './support/google.js';

/** Who picks their account on the fake Google's consent screen. */
const REDIRECT_PERSON = { sub: 'redirect-sub', email: 'redirected@example.com', name: 'Red Irect' };

/** The redirect flow (no Google script in the page): Google's consent screen, back through the callback, a one-time code only the starting browser can exchange. */
describe('Google sign-in through the redirect flow', () => {
  const { t, google } = setupGoogleApp();

  it('starts the redirect flow at Google with this client id', async () => {
    const res = await t.http.get('/api/auth/google/redirect').expect(302);
    const location = new URL(res.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe(google.oauthEndpoints.authorizationUrl);
    expect(location.searchParams.get('client_id')).toBe(GOOGLE_CLIENT_ID);
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

    const done = await t.http
      .get(`/api/auth/google/callback?code=${google.grant(REDIRECT_PERSON)}&state=${state}`)
      .set('Cookie', cookie)
      .expect(302);
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
    const done2 = await t.http
      .get(`/api/auth/google/callback?code=${google.grant(REDIRECT_PERSON)}&state=${state2}`)
      .set('Cookie', cookie2)
      .expect(302);
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
