import { createSecretKey } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import type { RemotesViewer } from './releases.service.js';

/**
 * Who asks for /remotes.json (the shell sends its session), for staged releases: the signed
 * session's user and role, or undefined for a visitor or a token that does not verify. Only the
 * rollout bucket depends on it, so the account is not read again here.
 */
export function remotesViewerReader(jwtSecret: string): (request: FastifyRequest) => RemotesViewer | undefined {
  const tokens = new JwtService({ secret: createSecretKey(Buffer.from(jwtSecret)), verifyOptions: { algorithms: ['HS256'] } });
  return (request) => {
    const token = /^\s*bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return undefined;
    try {
      const payload = tokens.verify<{ sub?: unknown; role?: unknown }>(token);
      if (typeof payload !== 'object' || typeof payload.sub !== 'string') return undefined;
      return { id: payload.sub, role: typeof payload.role === 'string' ? payload.role : 'user' };
    } catch {
      return undefined;
    }
  };
}
