import { Controller, Get, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../src/auth/auth-user.js';
import { CurrentUser } from '../src/auth/current-user.decorator.js';
import { Roles } from '../src/auth/roles.decorator.js';
import { auth, registerAdmin, registerUser } from './support/factories.js';
import { createTestApp } from './support/test-app.js';
import { setupTestApp } from './support/test-setup.js';

/** A route only admins may call, standing in for the admin feature's own. */
@Controller('test-only')
class AdminOnlyController {
  @Roles('admin')
  @Get('admin-ping')
  ping(@CurrentUser() user: AuthUser): { id: string; role: string } {
    return { id: user.id, role: user.role };
  }

  @Get('me')
  me(@CurrentUser() user: AuthUser): AuthUser {
    return user;
  }
}
@Module({ controllers: [AdminOnlyController] })
class AdminOnlyModule {}

const PASSWORD = 'a long enough password';

describe('Accounts and sign-in', () => {
  const { t } = setupTestApp({ config: { adminEmails: ['boss@example.com'] }, options: { extraModules: [AdminOnlyModule] } });

  const register = (body: object) => t.http.post('/api/register').send(body);
  const login = (email: string, password: string) => t.http.post('/api/login').send({ email, password });
  const me = (token: string) => t.http.get('/api/test-only/me').set('Authorization', `Bearer ${token}`);

  describe('POST /api/register', () => {
    it('creates an account and answers 201 with its id', async () => {
      const res = await register({ name: 'Ada', email: 'ada@example.com', password: PASSWORD }).expect(201);
      expect(res.body).toEqual({ message: 'Registration successful', userId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    });

    it.each([
      [{ email: 'x1@example.com', password: PASSWORD }, 'Name is required'],
      [{ name: '   ', email: 'x2@example.com', password: PASSWORD }, 'Name is required'],
      [{ name: 'X', password: PASSWORD }, 'Email is required'],
      [{ name: 'X', email: 'not-an-email', password: PASSWORD }, 'Email must be a valid email address'],
      [{ name: 'X', email: 'x3@example.com' }, 'Password is required'],
      [{ name: 'X', email: 'x4@example.com', password: 'short' }, 'Password must be at least 8 characters'],
    ])('refuses %j with 400 naming the field', async (body, error) => {
      const res = await register(body).expect(400);
      expect(res.body).toEqual({ error, code: 'INVALID_INPUT', statusCode: 400 });
    });

    it('refuses a body that is not a JSON object', async () => {
      const res = await t.http.post('/api/register').set('Content-Type', 'application/json').send('[1,2]').expect(400);
      expect(res.body).toEqual({ error: 'Request body must be a JSON object', code: 'INVALID_INPUT', statusCode: 400 });
    });

    it('refuses a second account with the same email, whatever its case or spaces (409)', async () => {
      await register({ name: 'First', email: 'dup@example.com', password: PASSWORD }).expect(201);
      for (const email of ['dup@example.com', '  DUP@Example.COM ']) {
        const res = await register({ name: 'Second', email, password: PASSWORD }).expect(409);
        expect(res.body).toEqual({ error: 'An account with this email already exists', code: 'EMAIL_TAKEN', statusCode: 409 });
      }
    });

    it('stores the email trimmed and lower-cased', async () => {
      const res = await register({ name: 'Mixed', email: '  Mixed.Case@Example.COM ', password: PASSWORD }).expect(201);
      const [row] = (await t.app.get(DataSource).query('SELECT email, password_hash FROM users WHERE id = $1', [res.body.userId])) as {
        email: string;
        password_hash: string;
      }[];
      expect(row.email).toBe('mixed.case@example.com');
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });
  });

  describe('POST /api/login', () => {
    it('signs in with the email in any case and answers token, role and userId', async () => {
      const { body: created } = await register({ name: 'Case', email: 'case@example.com', password: PASSWORD }).expect(201);
      const res = await login('  CASE@example.COM ', PASSWORD).expect(200);
      expect(res.body).toEqual({ token: expect.any(String), role: 'user', userId: created.userId });
      expect((await me(res.body.token).expect(200)).body).toEqual({ id: created.userId, role: 'user', email: 'case@example.com' });
    });

    it('gives the same 401 for a wrong password and an unknown email', async () => {
      await register({ name: 'Pat', email: 'pat@example.com', password: PASSWORD }).expect(201);
      const wrongPassword = await login('pat@example.com', 'not the password').expect(401);
      const unknownEmail = await login('nobody@example.com', PASSWORD).expect(401);
      expect(wrongPassword.body).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS', statusCode: 401 });
      expect(unknownEmail.body).toEqual(wrongPassword.body);
    });

    it('requires email and password', async () => {
      expect((await t.http.post('/api/login').send({ password: PASSWORD }).expect(400)).body.error).toBe('Email is required');
      expect((await t.http.post('/api/login').send({ email: 'pat@example.com' }).expect(400)).body.error).toBe('Password is required');
    });

    it('never makes a password registration admin, even of an ADMIN_EMAILS address (registering proves nothing about the email)', async () => {
      // Whoever registers boss@ first, before the real person, stays a plain user.
      const squatter = await registerUser(t.http, { email: 'boss@example.com' });
      expect(squatter.role).toBe('user');
      const again = await t.http.post('/api/login').send({ email: squatter.email, password: squatter.password }).expect(200);
      expect(again.body.role).toBe('user');
      expect((await me(again.body.token).expect(200)).body.role).toBe('user');
      expect((await t.http.get('/api/admin/users').set(auth(again.body)).expect(403)).body.error).toBe('Admin access required');

      // Nor when the email is listed after the account was made.
      const later = await registerUser(t.http, { email: 'later@example.com' });
      const listed = await createTestApp({ adminEmails: ['later@example.com'], databaseUrl: t.config.databaseUrl });
      try {
        expect((await listed.http.post('/api/login').send({ email: later.email, password: later.password }).expect(200)).body.role).toBe('user');
      } finally {
        await listed.close();
      }
    });
  });

  describe('bearer tokens', () => {
    it('are required on every route not marked public', async () => {
      const res = await t.http.get('/api/test-only/me').expect(401);
      expect(res.body).toEqual({ error: 'Authentication required', code: 'AUTHENTICATION_REQUIRED', statusCode: 401 });
    });

    it.each([
      ['a malformed token', 'Bearer not.a.token'],
      ['another scheme', 'Basic dXNlcjpwYXNz'],
    ])('refuse %s with 401', async (_what, header) => {
      const res = await t.http.get('/api/test-only/me').set('Authorization', header).expect(401);
      expect(res.body.statusCode).toBe(401);
    });

    it('refuse a token signed with another secret, and an expired one', async () => {
      const user = await registerUser(t.http);
      const { JwtService } = await import('@nestjs/jwt');
      const forged = new JwtService({ secret: 'some-other-secret-some-other-secret!!' }).sign({ sub: user.id, role: 'admin' });
      expect((await me(forged).expect(401)).body).toEqual({ error: 'Invalid authentication token', code: 'INVALID_TOKEN', statusCode: 401 });
      const expired = new JwtService({ secret: t.config.jwtSecret }).sign({ sub: user.id, role: 'user', exp: Math.floor(Date.now() / 1000) - 60 });
      expect((await me(expired).expect(401)).body).toEqual({
        error: 'Your session has expired, please log in again',
        code: 'SESSION_EXPIRED',
        statusCode: 401,
      });
    });

    it('stop working at once when the account is disabled, and the login is refused with 403', async () => {
      const user = await registerUser(t.http);
      await me(user.token).expect(200);
      await t.app.get(DataSource).query('UPDATE users SET is_active = false WHERE id = $1', [user.id]);
      expect((await me(user.token).expect(401)).body).toEqual({ error: 'This account has been disabled', code: 'TOKEN_ACCOUNT_DISABLED', statusCode: 401 });
      expect((await login(user.email, user.password).expect(403)).body).toEqual({
        error: 'This account has been disabled',
        code: 'ACCOUNT_DISABLED',
        statusCode: 403,
      });
    });

    it('stop working at once when the account is deleted', async () => {
      const user = await registerUser(t.http);
      await t.app.get(DataSource).query('DELETE FROM users WHERE id = $1', [user.id]);
      expect((await me(user.token).expect(401)).body).toEqual({ error: 'This account no longer exists', code: 'TOKEN_ACCOUNT_GONE', statusCode: 401 });
    });
  });

  describe('@Roles(admin)', () => {
    it('refuses a regular user with 403 and lets an admin in', async () => {
      const user = await registerUser(t.http);
      const res = await t.http.get('/api/test-only/admin-ping').set(auth(user)).expect(403);
      expect(res.body).toEqual({ error: 'Admin access required', code: 'ADMIN_REQUIRED', statusCode: 403 });

      const admin = await registerAdmin(t.http);
      expect(admin.role).toBe('admin');
      const ok = await t.http.get('/api/test-only/admin-ping').set(auth(admin)).expect(200);
      expect(ok.body).toEqual({ id: admin.id, role: 'admin' });
    });

    it('follows a role change at once, without a new token', async () => {
      const admin = await registerAdmin(t.http);
      await t.app.get(DataSource).query(`UPDATE users SET role = 'user' WHERE id = $1`, [admin.id]);
      await t.http.get('/api/test-only/admin-ping').set(auth(admin)).expect(403);
    });
  });

  it('never returns a password hash, a stack or SQL', async () => {
    const user = await registerUser(t.http);
    const responses = [
      await register({ name: 'Leak', email: 'leak@example.com', password: PASSWORD }),
      await register({ name: 'Leak', email: 'leak@example.com', password: PASSWORD }),
      await login('leak@example.com', PASSWORD),
      await login('leak@example.com', 'wrong password'),
      await me(user.token),
      await t.http.post('/api/login').set('Content-Type', 'application/json').send('{"email":'),
    ];
    for (const res of responses) {
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/password_?hash|\$argon2|\bat .*\.(js|ts):\d+|SELECT|INSERT|violates/i);
      expect(Object.keys(res.body)).not.toContain('stack');
    }
  });
});
