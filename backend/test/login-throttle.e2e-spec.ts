import { loginDelayMs } from '../src/auth/login-throttle.js';
import { setupTestApp } from './support/test-setup.js';

describe('Login throttling: guessing is slowed down, nobody is locked out', () => {
  const { t } = setupTestApp({ config: { trustProxy: true, rateLimits: { auth: { points: 3, windowSeconds: 60 }, ai: { points: 100, windowSeconds: 60 } } } });

  const loginFrom = (address: string, email: string, password: string) => t.http.post('/api/login').set('X-Forwarded-For', address).send({ email, password });
  let made = 0;
  /** An account registered from an address of its own (registrations are limited per address too). */
  const registerUser = async () => {
    made += 1;
    const account = { name: `Person ${made}`, email: `throttle-${made}@example.com`, password: 'correct horse battery staple' };
    const res = await t.http.post('/api/register').set('X-Forwarded-For', `10.8.${made}.1`).send(account).expect(201);
    return { ...account, id: (res.body as { userId: string }).userId };
  };

  it("ten wrong passwords for B from one address do not stop B's correct password from another address", async () => {
    const b = await registerUser();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await loginFrom('10.9.0.1', b.email, `wrong guess ${i}`)).status);
    // The attacker's address is refused after its three failures for this email...
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    // ...while B, elsewhere, signs in (after a short wait, never a refusal).
    const own = await loginFrom('10.9.0.2', b.email, b.password).expect(200);
    expect(own.body.userId).toBe(b.id);
  });

  it('an address that fails for many emails is refused, other addresses are not', async () => {
    const victims = await Promise.all(Array.from({ length: 11 }, () => registerUser()));
    const statuses: number[] = [];
    // Three failures per (address, email) are allowed; thirty per address in all.
    for (const victim of victims) for (let i = 0; i < 3; i++) statuses.push((await loginFrom('10.9.1.1', victim.email, 'wrong')).status);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429]);
    const refused = await loginFrom('10.9.1.1', victims[0].email, victims[0].password).expect(429);
    expect(refused.body).toEqual({ error: 'Too many attempts, please try again later.', code: 'TOO_MANY_ATTEMPTS', statusCode: 429 });
    await loginFrom('10.9.1.2', victims[10].email, victims[10].password).expect(200);
  });

  it('a correct password clears the failures of that address for that email', async () => {
    const c = await registerUser();
    for (let i = 0; i < 2; i++) await loginFrom('10.9.2.1', c.email, 'typo').expect(401);
    await loginFrom('10.9.2.1', c.email, c.password).expect(200);
    for (let i = 0; i < 2; i++) await loginFrom('10.9.2.1', c.email, 'typo').expect(401);
    await loginFrom('10.9.2.1', c.email, c.password).expect(200);
  });

  describe('password checks behind a token follow the same rules', () => {
    const signedIn = async () => {
      const account = await registerUser();
      const login = await loginFrom('10.9.4.200', account.email, account.password).expect(200);
      return { ...account, bearer: { Authorization: `Bearer ${(login.body as { token: string }).token}` } };
    };

    it('wrong current passwords on PUT /api/user/profile are refused with 429 after the same three failures as a login', async () => {
      const e = await signedIn();
      const change = (address: string, current: string) =>
        t.http
          .put('/api/user/profile')
          .set('X-Forwarded-For', address)
          .set(e.bearer)
          .send({ name: e.name, password: 'a brand new password', current_password: current });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await change('10.9.4.1', `guess ${i}`)).status);
      expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
      expect((await change('10.9.4.1', e.password).expect(429)).body).toMatchObject({
        error: 'Too many attempts, please try again later.',
        code: 'TOO_MANY_ATTEMPTS',
        statusCode: 429,
      });
      // The same count as logins: the guessing address cannot log in to that account either.
      await loginFrom('10.9.4.1', e.email, e.password).expect(429);
      // The owner, elsewhere, still changes it.
      await change('10.9.4.2', e.password).expect(200);
    });

    it('wrong passwords on DELETE /api/user are refused with 429 after three failures, and nothing is deleted', async () => {
      const f = await signedIn();
      const remove = (password: string) => t.http.delete('/api/user').set('X-Forwarded-For', '10.9.5.1').set(f.bearer).send({ password });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await remove(`guess ${i}`)).status);
      expect(statuses).toEqual([403, 403, 403, 429, 429]);
      await t.http.get('/api/user/profile').set(f.bearer).expect(200);
    });
  });

  it('each failure beyond the first three doubles the wait for that email, up to 8 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 8, 20].map(loginDelayMs)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 8000, 8000]);
  });

  it('the wait is felt on the next login of an email that failed from many addresses', async () => {
    const d = await registerUser();
    for (let i = 0; i < 5; i++) await loginFrom(`10.9.3.${i}`, d.email, 'wrong').expect(401);
    const started = Date.now();
    await loginFrom('10.9.3.99', d.email, d.password).expect(200);
    // Five failures: 1 s at least (a lower bound only; a busy machine makes it longer, never shorter).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });
});
