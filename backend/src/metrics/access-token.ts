import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The token of `Authorization: Bearer <token>`, or the password of `Basic` (any user name, for browsers). */
function presentedToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value = ''] = header.split(' ', 2);
  if (scheme?.toLowerCase() === 'bearer') return value;
  if (scheme?.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    return decoded.slice(decoded.indexOf(':') + 1);
  }
  return undefined;
}

/**
 * An onRequest hook that lets a request through only with the configured token (METRICS_TOKEN,
 * API_DOCS_TOKEN); no token configured: open. Refused: 401 in the API's error shape.
 */
export function requireAccessToken(token: string | undefined, realm: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!token) return;
    const presented = presentedToken(request.headers.authorization);
    if (presented !== undefined && same(presented, token)) return;
    await reply
      .code(401)
      .header('www-authenticate', `Basic realm="${realm}", charset="UTF-8"`)
      .send({ error: `${realm} needs the access token set in the server's configuration`, code: 'ACCESS_TOKEN_REQUIRED', statusCode: 401 });
  };
}
