import { gzipSync } from 'node:zlib';
import { auth, registerUser } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

describe('Bad input answers 4xx with a clear error, never 500', () => {
  const { t } = setupTestApp();

  it('refuses a NUL character in any text field, naming the field', async () => {
    const user = await registerUser(t.http);
    const word = await t.http.post('/api/dictionary').set(auth(user)).send({ word: 'a\u0000b' }).expect(400);
    expect(word.body).toEqual({ error: 'word: must not contain NUL characters', code: 'INVALID_INPUT', statusCode: 400 });
    const tag = await t.http
      .post('/api/scripts')
      .set(auth(user))
      .send({ title: 'Talk', tags: ['ok', 'x\u0000'] })
      .expect(400);
    expect(tag.body.error).toBe('tags.1: must not contain NUL characters');
    await t.http.post('/api/register').send({ name: 'N\u0000', email: 'nul@example.com', password: 'a long enough password' }).expect(400);
    await t.http
      .post('/api/login')
      .send({ email: user.email, password: `${user.password}\u0000` })
      .expect(400);
    // Nothing was stored.
    expect((await t.http.get('/api/dictionary').set(auth(user)).expect(200)).body).toEqual([]);
    expect((await t.http.get('/api/scripts').set(auth(user)).expect(200)).body).toEqual([]);
  });

  it('looks up words named like object properties as words (found by the fuzz test)', async () => {
    const user = await registerUser(t.http);
    for (const word of ['__proto__', 'constructor', 'hasOwnProperty', 'toString']) {
      const res = await t.http.post('/api/dictionary').set(auth(user)).send({ word });
      expect(res.status).toBeLessThan(500);
      expect(res.body.error ?? res.body.word).toEqual(expect.any(String));
    }
  });

  it('refuses a body that claims gzip but is not', async () => {
    const res = await t.http
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{"email":"a@b.c","password":"x"}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Request body does not match its Content-Encoding', code: 'INVALID_CONTENT_ENCODING', statusCode: 400 });
  });

  it('still reads a real gzip body, and refuses an unknown encoding with 415', async () => {
    const user = await registerUser(t.http);
    const gzipped = gzipSync(JSON.stringify({ email: user.email, password: user.password }));
    await t.http
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize(() => gzipped as unknown as string)
      .send({})
      .expect(200);
    const res = await t.http.post('/api/login').set('Content-Type', 'application/json').set('Content-Encoding', 'zstd-nope').send('{}');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('Unsupported content encoding');
  });
});
