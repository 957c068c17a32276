import { applyDecorators, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import type { z } from 'zod';
import { openApiSchema } from '../openapi.js';
import { OwnerCacheInterceptor } from '../owner-cache/owner-cache.interceptor.js';
import type { Page } from './keyset-page.js';

/** `</api/...same path and query, cursor=next>; rel="next"`: relative to the origin, as the browser fetches it. */
export function nextPageLink(requestUrl: string, cursor: string): string {
  const next = new URL(requestUrl, 'http://origin.invalid');
  next.searchParams.set('cursor', cursor);
  return `<${next.pathname}${next.search}>; rel="next"`;
}

/** Sends a Page as a plain JSON array (the list answer clients read), with the next page's URL in the Link header. */
@Injectable()
export class PageLinkInterceptor implements NestInterceptor<Page<unknown>, unknown[]> {
  intercept(context: ExecutionContext, next: CallHandler<Page<unknown>>): Observable<unknown[]> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((page) => {
        if (page.next) void reply.header('link', nextPageLink(request.url, page.next));
        return page.rows;
      }),
    );
  }
}

/**
 * A list endpoint read one page at a time, in place of `@ZodResponse(List)`: the handler returns
 * a Page (readPage), the client gets the `list` array and, when more rows exist, a Link header
 * to the next page. `limit` and `cursor` are documented by `@ZodQuery` of a PageQuery schema.
 * `cachedForOwner`: the page is the signed-in user's own data, answered from OwnerResponseCache
 * while it is unchanged (the cache goes outside, so it keeps the Link header with the body).
 */
export function PagedList(list: z.ZodType, { cachedForOwner = false }: { cachedForOwner?: boolean } = {}): MethodDecorator {
  return applyDecorators(
    cachedForOwner ? UseInterceptors(OwnerCacheInterceptor, PageLinkInterceptor) : UseInterceptors(PageLinkInterceptor),
    ApiOkResponse({
      schema: openApiSchema(list),
      headers: {
        Link: {
          description: 'When more rows exist: `</api/...same path and query...&cursor=...>; rel="next"`, the next page. Absent on the last page.',
          schema: { type: 'string' },
        },
      },
    }),
  );
}
