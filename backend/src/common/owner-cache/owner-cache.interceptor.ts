import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { map, type Observable, of } from 'rxjs';
import { AUTH_USER_PROPERTY, type AuthenticatedRequest, DATA_VERSION_PROPERTY } from '../../auth/current-user.decorator.js';
import { MetricsService } from '../../metrics/metrics.service.js';
import { type BodyEncoding, chooseEncoding, encodeBody } from '../compression/encoded-body.js';
import { type CachedAnswer, OwnerResponseCache } from './owner-response-cache.js';

/**
 * Answers a signed-in user's GET from the replica's cache when the user's data has not changed
 * since it was made (same data version, read by JwtAuthGuard in the same request as the
 * sign-in check), else runs the handler and keeps its answer. The key also holds the UTC day
 * (the dashboard counts "today") and the whole URL (path and query). A request with
 * `Cache-Control: no-cache` (a hard reload) is answered fresh. The body goes out as JSON,
 * brotli or gzip by Accept-Encoding, compressed once per cached answer.
 */
@Injectable()
export class OwnerCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: OwnerResponseCache,
    private readonly metrics: MetricsService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const user = request[AUTH_USER_PROPERTY];
    const version = request[DATA_VERSION_PROPERTY];
    if (!this.cache.enabled || request.method !== 'GET' || !user || version === undefined) return next.handle();

    const key = `${user.id} ${version} ${new Date().toISOString().slice(0, 10)} ${request.url}`;
    const fresh = /\bno-cache\b/i.test(String(request.headers['cache-control'] ?? ''));
    const cached = fresh ? undefined : this.cache.get(user.id, version, key);
    this.metrics.readCache.inc({ result: cached ? 'hit' : 'miss' });
    if (cached) {
      const encoding = chooseEncoding(request.headers['accept-encoding'], cached.json.length);
      return of(send(reply, cached, encoding, this.cache.body(key, cached, encoding)));
    }
    return next.handle().pipe(
      map((body: unknown) => {
        const link = reply.getHeader('link');
        const answer: CachedAnswer = { json: Buffer.from(JSON.stringify(body)), encoded: {}, ...(typeof link === 'string' && { link }) };
        const encoding = chooseEncoding(request.headers['accept-encoding'], answer.json.length);
        if (encoding !== 'identity') answer.encoded[encoding] = encodeBody(answer.json, encoding);
        this.cache.set(user.id, version, key, answer);
        return send(reply, answer, encoding, encoding === 'identity' ? answer.json : (answer.encoded[encoding] as Buffer));
      }),
    );
  }
}

function send(reply: FastifyReply, answer: CachedAnswer, encoding: BodyEncoding, body: Buffer): Buffer {
  void reply.header('content-type', 'application/json; charset=utf-8');
  void reply.header('vary', 'accept-encoding');
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  if (answer.link) void reply.header('link', answer.link);
  return body;
}

/** A GET of the signed-in user's own data, answered from OwnerResponseCache while the data is unchanged. */
export function CachedForOwner(): MethodDecorator {
  return UseInterceptors(OwnerCacheInterceptor);
}
