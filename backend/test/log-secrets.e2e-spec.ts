import { DataSource } from 'typeorm';
import { auth, registerUser } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

describe('The log never holds passwords, hashes or tokens', () => {
  const lines: string[] = [];
  const { t } = setupTestApp({ config: { logLevel: 'info' }, options: { logStream: { write: (line: string) => void lines.push(line) } } });

  it('logs a failed insert without its parameters or the failing row', async () => {
    const user = await registerUser(t.http);
    // Make the next inserts fail in the database itself, the way a broken migration would.
    await t.app.get(DataSource).query(`ALTER TABLE users ADD CONSTRAINT refuse_new_users CHECK (name <> 'Blocked Person') NOT VALID`);
    const password = 'my secret passphrase 42';
    const failed = await t.http.post('/api/register').send({ name: 'Blocked Person', email: 'blocked@example.com', password });
    expect(failed.body).toEqual({ error: 'Internal server error', code: 'INTERNAL_ERROR', statusCode: 500 });
    await t.http.put('/api/user/profile').set(auth(user)).send({ name: 'Blocked Person', password: 'another secret 77', current_password: user.password });

    const log = lines.join('');
    expect(log).toContain('unexpected error');
    expect(log).toContain('refuse_new_users');
    expect(log).not.toMatch(/\$argon2/);
    for (const secret of [password, 'another secret 77', user.password, user.token]) expect(log).not.toContain(secret);
    expect(log).not.toContain('Failing row contains');
  });
});
