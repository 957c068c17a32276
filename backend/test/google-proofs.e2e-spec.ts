import { createTestApp } from './support/test-app.js';
import { setupGoogleApp } from './support/google.js';

/** A Google-only account proves who it is with a fresh Google sign-in, where another account would give its password. */
describe('Google-only accounts: proofs for deleting and for a first password', () => {
  const { t, idToken, signIn } = setupGoogleApp();

  it('a Google-only account says so in its profile and is deleted only with a fresh sign-in of the same Google account', async () => {
    const { token } = (await signIn({ sub: 'leaving-1', email: 'leaving@gmail.com' }, 200)).body as { token: string };
    const bearer = { Authorization: `Bearer ${token}` };
    expect((await t.http.get('/api/user/profile').set(bearer).expect(200)).body).toMatchObject({ sign_in: { password: false, google: true } });

    const noProof = await t.http.delete('/api/user').set(bearer).send({ password: 'anything' }).expect(400);
    expect(noProof.body.error).toBe('This account signs in with Google: sign in with Google again to confirm. Nothing was deleted.');
    const otherAccount = await t.http
      .delete('/api/user')
      .set(bearer)
      .send({ google_token: idToken({ sub: 'someone-else', email: 'else@gmail.com' }) })
      .expect(403);
    expect(otherAccount.body.error).toBe('That Google account is not the one linked to this account. Nothing was deleted.');
    await t.http
      .delete('/api/user')
      .set(bearer)
      .send({ google_token: idToken({ sub: 'leaving-1', email: 'leaving@gmail.com' }, { forged: true }) })
      .expect(401);
    await t.http.get('/api/user/profile').set(bearer).expect(200);

    await t.http
      .delete('/api/user')
      .set(bearer)
      .send({ google_token: idToken({ sub: 'leaving-1', email: 'leaving@gmail.com' }) })
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
    const someoneElse = await setPassword({ google_token: idToken({ sub: 'thief-sub', email: 'thief@gmail.com' }) }).expect(403);
    expect(someoneElse.body.error).toBe('That Google account is not the one linked to this account. The password was not set.');
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    const stale = await setPassword({ google_token: idToken({ sub: 'only-google', email: 'only.google@gmail.com', iat: sixMinutesAgo }) }).expect(403);
    expect(stale.body.error).toBe('That Google sign-in is more than 5 minutes old: sign in with Google again.');
    expect(await loginWorks()).toBe(false);
    expect((await t.http.get('/api/user/profile').set(bearer).expect(200)).body.sign_in).toEqual({ password: false, google: true });

    const done = await setPassword({ google_token: idToken({ sub: 'only-google', email: 'only.google@gmail.com' }) }).expect(200);
    expect(done.body).toEqual({ message: 'Profile updated successfully!', token: expect.any(String) });
    expect(await loginWorks()).toBe(true);
  });

  it('refuses to delete a Google-only account with a Google sign-in older than 5 minutes', async () => {
    const { token } = (await signIn({ sub: 'old-proof', email: 'old.proof@gmail.com' }, 200)).body as { token: string };
    const bearer = { Authorization: `Bearer ${token}` };
    const old = idToken({ sub: 'old-proof', email: 'old.proof@gmail.com', iat: Math.floor(Date.now() / 1000) - 6 * 60 });
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
          .send({ token: idToken({ sub: 'guarded', email: 'guarded@gmail.com' }) })
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
            .send({ google_token: idToken({ sub: 'guarded', email: 'guarded@gmail.com' }) })
        ).status,
      );
      expect(statuses).toEqual([403, 403, 403, 429]);
      await strict.http.get('/api/user/profile').set(bearer).expect(200);
    } finally {
      await strict.close();
    }
  });
});
