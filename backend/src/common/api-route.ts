import { applyDecorators, Controller, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { CachedForOwner } from './owner-cache/owner-cache.interceptor.js';
import { PagedList } from './paging/paged-list.decorator.js';
import { ApiErrors } from './openapi-errors.js';
import { ZodResponse } from './zod-endpoint.js';

const METHODS = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete } as const;

/** What a route answers, as the OpenAPI document shows it and as Nest sends it. */
export interface RouteAnswers {
  /** The operation's one-line summary in the document. */
  readonly summary: string;
  /**
   * The success body's contract (libs/contracts). None for a 204, nor where the handler answers
   * itself (a redirect, a stream, a file): the decorator documenting that answer goes beside.
   */
  readonly response?: z.ZodType;
  /** A list contract read one page at a time (`PagedList`), in place of `response`. */
  readonly list?: z.ZodType;
  /** 200 unless given: 201 when a row is created, 204 when nothing is sent back. */
  readonly status?: 200 | 201 | 204;
  /** The answer is the signed-in user's own data, served from OwnerResponseCache while it is unchanged. */
  readonly cachedForOwner?: boolean;
  /**
   * The domain error codes this route answers with besides those every route of its kind gives;
   * their statuses and texts come from each domain's `defineErrors` table.
   */
  readonly errors?: readonly string[];
}

function successAnswer({ response, list, status = 200, cachedForOwner = false }: RouteAnswers): MethodDecorator[] {
  if (list) return [PagedList(list, { cachedForOwner })];
  const cache = cachedForOwner ? [CachedForOwner()] : [];
  if (response && status !== 204) return [ZodResponse(response, status), ...cache];
  return status === 204 ? [HttpCode(204), ...cache] : cache;
}

/**
 * One route in one line: its method and path, its summary, its success answer and its error
 * answers, for Nest's routing and the OpenAPI document alike:
 *
 *   @Route('GET', ':id', { summary: 'Read a script', response: Script, errors: [ScriptErrorCode.NotFound] })
 *
 * The request body and path parameters stay on the handler's parameters (`@ZodBody`, `@ZodParam`),
 * where they are validated.
 */
export function Route(method: keyof typeof METHODS, path: string, answers: RouteAnswers): MethodDecorator {
  const errors = answers.errors?.length ? [ApiErrors(...answers.errors)] : [];
  return applyDecorators(ApiOperation({ summary: answers.summary }), ...errors, METHODS[method](path), ...successAnswer(answers));
}

/** A controller whose routes take a bearer token, under `path` (the tag's name unless given) and grouped under `tag` in the document. */
export function ApiController(tag: string, path: string = tag): ClassDecorator {
  return applyDecorators(ApiTags(tag), ApiBearerAuth(), Controller(path));
}
