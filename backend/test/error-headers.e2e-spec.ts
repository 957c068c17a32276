/**
 * Every reply carries the same security headers: Fastify's own refusals (bad JSON, too large,
 * wrong media type, headers too large, a malformed request) and the server-sent events of
 * POST /api/feedback/stream, as much as an ordinary JSON answer.
 */
import { connect } from 'node:net';
import { auth, createDrill, createDrillSession, registerUser, type TestUser } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

/** The headers every reply must carry, and the value they must have, from an ordinary answer. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];

interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` as it is over a socket and reads the reply until the server ends it (or `until` is seen). */
function raw(port: number, request: string | Buffer, until?: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const done = (): void => {
      socket.destroy();
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    };
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (until !== undefined && text.includes(until)) done();
    });
    socket.on('end', done);
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? done() : reject(error)));
    socket.write(request);
  });
}

describe('Security headers on every reply', () => {
  const { t } = setupTestApp({ listen: true });
  let port: number;
  let user: TestUser;
  let expected: Record<string, string>;

  beforeAll(async () => {
    port = Number(new URL(t.baseUrl).port);
    user = await registerUser(t.http);
    const ordinary = await raw(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(ordinary.status).toBe(200);
    expected = Object.fromEntries(SECURITY_HEADERS.map((name) => [name, ordinary.headers[name] ?? '']));
    for (const name of SECURITY_HEADERS) expect({ name, present: expected[name] !== '' }).toEqual({ name, present: true });
  });

  const securityOf = (reply: RawReply): Record<string, string> => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, reply.headers[name] ?? '']));

  const post = (path: string, type: string, body: string, extra = ''): string =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n${body}`;

  it.each([
    ['400 bad JSON', 400, () => post('/api/login', 'application/json', '{"email":')],
    [
      '413 body too large',
      413,
      () =>
        `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${2 * 1024 * 1024}\r\nConnection: close\r\n\r\n{}`,
    ],
    ['415 media type', 415, () => post('/api/login', 'application/xml', '<a/>')],
    ['431 headers too large', 431, () => `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`],
    ['400 malformed request', 400, () => 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header Line\r\n\r\n'],
    ['404 unknown route', 404, () => 'GET /api/nothing-here HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
  ])('%s', async (_name, status, request) => {
    const reply = await raw(port, request());
    expect(reply.status).toBe(status);
    expect(securityOf(reply)).toEqual(expected);
    expect(reply.body).toContain('"error"');
  });

  it('the server-sent events of POST /api/feedback/stream', async () => {
    const sessionId = await createDrillSession(t.http, user);
    const { drill_id } = await createDrill(t.http, user, sessionId);
    const reply = await raw(
      port,
      post(
        '/api/feedback/stream',
        'application/json',
        JSON.stringify({ drill_id, answer: 'I led a team of five through a difficult launch and we shipped on time.' }),
        `Authorization: ${auth(user).Authorization}\r\n`,
      ),
      'event: rating',
    );
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(securityOf(reply)).toEqual(expected);
  });
});
