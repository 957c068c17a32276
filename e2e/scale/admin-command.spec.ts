import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { createUser } from '../support/accounts.js';
import { adminCommand } from '../support/admin-command.js';
import { startApiServer } from '../support/api-server.js';
import { testOnOwnApi } from '../support/own-api.js';
import { ADMIN_EMAIL } from '../support/ports.js';

// An API of its own (embedded PostgreSQL, as `npm start` runs it): the command changes who is admin there.
const test = testOnOwnApi(() => startApiServer());

test('npm run admin grants, lists and revokes admin rights on the running server, never leaving no active admin', async ({ request, ownApiServer }) => {
  const env = ownApiServer.commandEnv;
  const person = await createUser(request);
  const bearer = { Authorization: `Bearer ${person.token}` };
  expect(person.role).toBe('user');
  expect((await request.get('/api/admin/users', { headers: bearer })).status()).toBe(403);

  const granted = await adminCommand(['grant', `  ${person.email.toUpperCase()} `], env);
  expect(granted.stderr).toBe('');
  expect(granted).toMatchObject({ code: 0, stdout: `Admin: ${person.email}  Pat Practice\n` });
  // The session they already have gets admin rights at once: the API reads the role on each request.
  expect((await request.get('/api/admin/users', { headers: bearer })).status()).toBe(200);
  expect((await adminCommand(['list'], env)).stdout.split('\n')).toEqual(
    expect.arrayContaining([expect.stringContaining(ADMIN_EMAIL), expect.stringContaining(person.email)]),
  );

  const unknown = await adminCommand(['grant', 'nobody@example.com'], env);
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toBe('No account with the email nobody@example.com: it must be registered (or signed in with Google) first.\n');

  // The suite's admin goes; the person is now the last active admin and stays one.
  expect((await adminCommand(['revoke', ADMIN_EMAIL], env)).code).toBe(0);
  const last = await adminCommand(['revoke', person.email], env);
  expect(last).toMatchObject({ code: 1, stderr: 'This is the last active admin. Make another account an admin first.\n' });
  expect((await request.get('/api/admin/users', { headers: bearer })).status()).toBe(200);

  // The same database by DATABASE_URL (how a server with its own PostgreSQL runs it).
  const databaseUrl = readFileSync(join(env.DATA_DIR, 'embedded-database-url'), 'utf8').trim();
  const elsewhere = mkdtempSync(join(tmpdir(), 'speakwell-admin-cli-'));
  try {
    const byUrl = { DATABASE_URL: databaseUrl, DATA_DIR: elsewhere };
    expect((await adminCommand(['grant', ADMIN_EMAIL], byUrl)).code).toBe(0);
    expect((await adminCommand(['revoke', person.email], byUrl)).stdout).toBe(`No longer admin: ${person.email}  Pat Practice\n`);
    expect((await adminCommand(['list'], byUrl)).stdout).toBe(`${ADMIN_EMAIL}  Ada Admin\n`);
  } finally {
    rmSync(elsewhere, { recursive: true, force: true });
  }
  expect((await request.get('/api/admin/users', { headers: bearer })).status()).toBe(403);

  const usage = await adminCommand(['promote', person.email], env);
  expect(usage.code).toBe(1);
  expect(usage.stderr).toContain('Usage: npm run admin -- <command>');
});
