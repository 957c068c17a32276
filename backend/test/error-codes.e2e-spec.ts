import { Controller, Get, Module } from '@nestjs/common';
import { auth } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

/** A route that fails in a way nobody planned for: the 500 a bug would give. */
@Controller('test-only')
class BrokenController {
  @Get('broken')
  broken(): never {
    throw new Error('a bug: relation "nothing" does not exist');
  }
}
@Module({ controllers: [BrokenController] })
class BrokenModule {}

const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

describe('Every error answer carries a code a client can decide on', () => {
  const { t, user } = setupTestApp({
    config: { rateLimits: { auth: { points: 3, windowSeconds: 3600 }, ai: { points: 1000, windowSeconds: 60 } }, bodyLimitBytes: 10_000 },
    options: { extraModules: [BrokenModule] },
    users: ['user'],
  });

  it('names the kind of failure beside the text and status, from guards, pipes, the filter and Nest alike', async () => {
    const missingScript = '00000000-0000-4000-8000-000000000000';
    const answers: Array<[string, () => Promise<{ status: number; body: unknown }>, number, string]> = [
      ['a field the contract refuses', () => t.http.post('/api/scripts').set(auth(user)).send({ title: 42 }), 400, 'INVALID_INPUT'],
      ['a path id that is not an id', () => t.http.get('/api/scripts/not-an-id').set(auth(user)), 400, 'INVALID_INPUT'],
      ['a body that is not JSON', () => t.http.post('/api/scripts').set(auth(user)).set('Content-Type', 'application/json').send('{'), 400, 'INVALID_JSON'],
      ['no sign-in', () => t.http.get('/api/scripts'), 401, 'AUTHENTICATION_REQUIRED'],
      ['a token that is not ours', () => t.http.get('/api/scripts').set('Authorization', 'Bearer not.a.token'), 401, 'INVALID_TOKEN'],
      ['an admin route for a user', () => t.http.get('/api/admin/users').set(auth(user)), 403, 'ADMIN_REQUIRED'],
      ["someone else's or no script", () => t.http.get(`/api/scripts/${missingScript}`).set(auth(user)), 404, 'SCRIPT_NOT_FOUND'],
      ['an API path that does not exist', () => t.http.get('/api/no-such-thing').set(auth(user)), 404, 'NOT_FOUND'],
      [
        'a body over the limit',
        () =>
          t.http
            .post('/api/scripts')
            .set(auth(user))
            .send({ title: 'Long', content: 'x'.repeat(20_000) }),
        413,
        'BODY_TOO_LARGE',
      ],
      [
        'a body that is not JSON at all',
        () => t.http.post('/api/scripts').set(auth(user)).set('Content-Type', 'text/plain').send('hello'),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      ['an unexpected failure', () => t.http.get('/api/test-only/broken').set(auth(user)), 500, 'INTERNAL_ERROR'],
    ];
    for (const [what, send, status, code] of answers) {
      const res = await send();
      expect({ what, status: res.status, body: res.body as object }).toEqual({
        what,
        status,
        body: expect.objectContaining({ error: expect.any(String), code, statusCode: status }),
      });
      expect((res.body as { code?: unknown }).code).toMatch(UPPER_SNAKE);
    }
  });

  it('says TOO_MANY_ATTEMPTS once the sign-in attempts are used up', async () => {
    const attempt = () => t.http.post('/api/login').send({ email: 'nobody@example.com', password: 'a wrong password' });
    let res = await attempt();
    for (let tries = 0; res.status !== 429 && tries < 10; tries += 1) res = await attempt();
    expect(res.body).toEqual({ error: 'Too many attempts, please try again later.', code: 'TOO_MANY_ATTEMPTS', statusCode: 429 });
  });
});
