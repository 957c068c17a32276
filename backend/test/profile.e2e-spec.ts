import type { Profile } from '@speakwell/contracts';
import { auth } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

describe('Profile API', () => {
  const { t, user } = setupTestApp({ users: ['user'] });

  const getProfile = async (): Promise<Profile> => {
    const res = await t.http.get('/api/user/profile').set(auth(user)).expect(200);
    return res.body as Profile;
  };
  const update = (body: object) => t.http.put('/api/user/profile').set(auth(user)).send(body);
  const login = (email: string, password: string) => t.http.post('/api/login').send({ email, password });

  it('shows the name and email', async () => {
    expect(await getProfile()).toEqual({ name: expect.any(String), email: user.email, sign_in: { password: true, google: false } });
  });

  it('updates the name', async () => {
    const res = await update({ name: '  Ada Lovelace  ' }).expect(200);
    expect(res.body).toEqual({ message: 'Profile updated successfully!' });
    expect(await getProfile()).toEqual({ name: 'Ada Lovelace', email: user.email, sign_in: { password: true, google: false } });
    // No password given: the old one still works.
    expect((await login(user.email, user.password)).ok).toBe(true);
  });

  it('changes the password: the old one stops working, the new one works', async () => {
    const newPassword = 'a-much-better-passphrase';
    const changed = await update({ name: 'Ada Lovelace', password: newPassword, current_password: user.password }).expect(200);
    expect(changed.body).toEqual({ message: 'Profile updated successfully!', token: expect.any(String) });
    // This session goes on with the new token; the old one has ended.
    await t.http.get('/api/user/profile').set(auth(user)).expect(401);
    user.token = (changed.body as { token: string }).token;
    await getProfile();

    const oldLogin = await login(user.email, user.password);
    expect(oldLogin.status).toBe(401);
    const newLogin = await login(user.email, newPassword);
    expect(newLogin.ok).toBe(true);
    expect(newLogin.body).toEqual(expect.objectContaining({ token: expect.any(String), userId: user.id }));
    user.password = newPassword;
  });

  it('refuses a password shorter than 8 characters', async () => {
    const res = await update({ name: 'Ada Lovelace', password: 'short', current_password: user.password }).expect(400);
    expect(res.body).toEqual({
      error: 'Password must be at least 8 characters',
      message: 'Password must be at least 8 characters',
      code: 'INVALID_INPUT',
      statusCode: 400,
    });
    expect((await login(user.email, user.password)).ok).toBe(true);
  });

  it('never changes the email, even when one is sent', async () => {
    await update({ name: 'Ada L.', email: 'someone-else@example.com' }).expect(200);
    expect(await getProfile()).toEqual({ name: 'Ada L.', email: user.email, sign_in: { password: true, google: false } });
    expect((await login('someone-else@example.com', user.password)).ok).toBe(false);
  });

  it('requires a name', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { password: 'long-enough-password' }]) {
      const res = await update(body).expect(400);
      expect(res.body).toEqual({ error: expect.stringMatching(/name/i), message: res.body.error, code: 'INVALID_INPUT', statusCode: 400 });
    }
    expect((await getProfile()).name).toBe('Ada L.');
    expect((await login(user.email, user.password)).ok).toBe(true);
  });

  it('requires a token', async () => {
    await t.http.get('/api/user/profile').expect(401);
    await t.http.put('/api/user/profile').send({ name: 'X' }).expect(401);
  });

  it('answers errors with `message` beside `error`, the same text', async () => {
    for (const res of [await t.http.get('/api/user/profile'), await t.http.put('/api/user/profile').send({ name: 'X' })]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String), message: res.body.error, code: 'AUTHENTICATION_REQUIRED', statusCode: 401 });
    }
    const invalidJson = await t.http.put('/api/user/profile').set(auth(user)).set('Content-Type', 'application/json').send('{');
    expect(invalidJson.status).toBe(400);
    expect(invalidJson.body).toEqual({
      error: 'Request body is not valid JSON',
      message: 'Request body is not valid JSON',
      code: 'INVALID_JSON',
      statusCode: 400,
    });
    // Other calls keep the one shape.
    expect((await t.http.get('/api/dictionary')).body).toEqual({ error: expect.any(String), code: 'AUTHENTICATION_REQUIRED', statusCode: 401 });
  });
});
