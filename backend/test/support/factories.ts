/**
 * Test data made through the API, the way a user would make it.
 *   const alice = await registerUser(t.http);                 // a fresh user, signed in
 *   const bob = await registerUser(t.http, { name: 'Bob' });  // with chosen fields
 *   const root = await registerAdmin(t.http);                 // an admin, signed in
 * Each returns { id, name, email, password, token, role }; send `Bearer ${user.token}`.
 */
import { randomBytes } from 'node:crypto';
import type { LoginResponse, RegisterResponse, Role } from '@speakwell/contracts';
import { DataSource } from 'typeorm';
import { appOf, type Http } from './test-app.js';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
  role: Role;
}

export interface NewTestUser {
  name?: string;
  email?: string;
  password?: string;
}

let made = 0;

export async function registerUser(http: Http, overrides: NewTestUser = {}): Promise<TestUser> {
  made += 1;
  const name = overrides.name ?? `Test User ${made}`;
  const email = overrides.email ?? `user${made}-${randomBytes(4).toString('hex')}@example.com`;
  const password = overrides.password ?? 'correct horse battery staple';
  const registered = await http.post('/api/register').send({ name, email, password });
  if (registered.status !== 201) throw new Error(`registerUser: POST /api/register answered ${registered.status} ${JSON.stringify(registered.body)}`);
  return { ...(await signIn(http, email, password)), id: (registered.body as RegisterResponse).userId, name };
}

/** A user made admin in the database (as ADMIN_EMAILS or the admin panel would), then signed in. */
export async function registerAdmin(http: Http, overrides: NewTestUser = {}): Promise<TestUser> {
  const user = await registerUser(http, overrides);
  await appOf(http).get(DataSource).query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
  return { ...(await signIn(http, user.email, user.password)), name: user.name };
}

async function signIn(http: Http, email: string, password: string): Promise<Omit<TestUser, 'name'>> {
  const response = await http.post('/api/login').send({ email, password });
  if (response.status !== 200) throw new Error(`POST /api/login answered ${response.status} ${JSON.stringify(response.body)}`);
  const body = response.body as LoginResponse;
  return { id: body.userId, email: email.trim().toLowerCase(), password, token: body.token, role: body.role };
}
