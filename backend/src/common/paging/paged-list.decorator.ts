import { applyDecorators, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '@speakwell/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { z } from 'zod';
import { openApiSchema } from '../openapi.js';
import type { Page } from './keyset-page.js';

/** `</api/...same path and query, cursor=next>; rel="next"`: relative to the origin, as the browser fetches it. */
export function nextPageLink(requestUrl: string, cursor: string): string {
  const next = new URL(requestUrl, 'http://origin.invalid');
  next.searchParams.set('cursor', cursor);
  return `<${next.pathname}${next.search}>; rel="next"`;
}

/** Sends a Page as the spec's plain array, with the next page's URL in the Link header. */
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
 * A list endpoint read one page at a time: the handler returns a Page (from readPage), the
 * client gets the array of `row`s and a Link header when more rows exist. Documents `limit`,
 * `cursor` and the header in OpenAPI.
 */
export function PagedList(row: z.ZodType): MethodDecorator {
  return applyDecorators(
    UseInterceptors(PageLinkInterceptor),
    ApiQuery({
      name: 'limit',
      required: false,
      description: `Rows per page, newest first (default ${DEFAULT_PAGE_LIMIT})`,
      schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_LIMIT, default: DEFAULT_PAGE_LIMIT },
    }),
    ApiQuery({ name: 'cursor', required: false, description: 'Where the next page starts: take it from the Link header, never build one', schema: { type: 'string' } }),
    ApiOkResponse({
      schema: openApiSchema(z.array(row)),
      headers: {
        Link: {
          description: 'When more rows exist: `</api/...?...&cursor=...>; rel="next"`, the next page (same path and query). Absent on the last page.',
          schema: { type: 'string' },
        },
      },
    }),
  );
}
