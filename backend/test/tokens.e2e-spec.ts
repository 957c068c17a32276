import { JwtService } from '@nestjs/jwt';
import { auth, registerAdmin, registerUser, type TestUser } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

describe('Sign-in tokens', () => {
  const { t } = setupTestApp();

  /** Signed with the app's secret, as TokenService signs, but with the claims a test needs. */
  const signed = (claims: object, options: { expiresIn?: number } = {}) =>
    new JwtService({ secret: t.config.jwtSecret }).sign(claims, { algorithm: 'HS256', ...options });
  const profileWith = (token: string) => t.http.get('/api/user/profile').set('Authorization', `Bearer ${token}`);
  const login = (user: TestUser, password = user.password) => t.http.post('/api/login').send({ email: user.email, password });

  const INVALID_TOKEN = { error: 'Invalid authentication token', message: 'Invalid authentication token', code: 'INVALID_TOKEN', statusCode: 401 };

  it('refuses a correctly signed token whose subject is not an account id with 401', async () => {
    for (const sub of ['------------------------------------', 'not-a-uuid', "1' OR '1'='1"]) {
      const token = signed({ sub, role: 'admin', ver: 0 }, { expiresIn: 3600 });
      expect((await profileWith(token)).body).toEqual(INVALID_TOKEN);
    }
  });

  it('refuses a correctly signed token without an expiry', async () => {
    const user = await registerUser(t.http);
    const token = signed({ sub: user.id, role: 'user', ver: 0 });
    expect((await profileWith(token)).body).toEqual(INVALID_TOKEN);
  });

  it('changes the password only with the current one, and ends every other session', async () => {
    const user = await registerUser(t.http);
    const otherDevice = (await login(user).expect(200)).body.token as string;
    const withoutCurrent = await t.http.put('/api/user/profile').set(auth(user)).send({ name: 'Mallory', password: 'taken over for good' }).expect(400);
    expect(withoutCurrent.body.error).toBe('Enter your current password to set a new one.');
    const wrongCurrent = await t.http
      .put('/api/user/profile')
      .set(auth(user))
      .send({ name: 'Mallory', password: 'taken over for good', current_password: 'a guess' })
      .expect(400);
    expect(wrongCurrent.body.error).toBe('The current password is not correct.');
    await login(user).expect(200);

    const changed = await t.http
      .put('/api/user/profile')
      .set(auth(user))
      .send({ name: 'Owner', password: 'a brand new passphrase', current_password: user.password })
      .expect(200);
    expect((await profileWith(otherDevice)).body).toEqual({
      error: 'Your session has ended, please log in again',
      message: 'Your session has ended, please log in again',
      code: 'SESSION_REVOKED',
      statusCode: 401,
    });
    await profileWith(user.token).expect(401);
    expect((await profileWith(changed.body.token as string).expect(200)).body.name).toBe('Owner');
    await login(user, 'a brand new passphrase').expect(200);
  });

  it('ends every session of a disabled account, also once it is enabled again', async () => {
    const admin = await registerAdmin(t.http);
    const user = await registerUser(t.http);
    await t.http.put(`/api/admin/users/${user.id}`).set(auth(admin)).send({ is_active: false }).expect(200);
    await t.http.put(`/api/admin/users/${user.id}`).set(auth(admin)).send({ is_active: true }).expect(200);
    expect((await profileWith(user.token)).status).toBe(401);
    const again = (await login(user).expect(200)).body.token as string;
    await profileWith(again).expect(200);
  });

  it('ends the sessions of a deleted account', async () => {
    const admin = await registerAdmin(t.http);
    const user = await registerUser(t.http);
    await t.http.delete(`/api/admin/users/${user.id}`).set(auth(admin)).expect(200);
    expect((await profileWith(user.token)).body).toEqual({
      error: 'This account no longer exists',
      message: 'This account no longer exists',
      code: 'TOKEN_ACCOUNT_GONE',
      statusCode: 401,
    });
  });
});
