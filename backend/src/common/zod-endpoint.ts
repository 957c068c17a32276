import { applyDecorators, Body, HttpCode, Param, Query } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { z } from 'zod';
import { openApiSchema } from './openapi.js';
import { ZodValidationPipe } from './zod-validation.pipe.js';

/**
 * Endpoint decorators that name a route's zod schema (from libs/contracts) once, for both the
 * validation (ZodValidationPipe: a 400 naming the field) and the OpenAPI document:
 *
 *   @Put(':id')
 *   @ZodResponse(Script)
 *   update(@ZodParam('id', Uuid) id: string, @ZodBody(UpdateScriptRequest) body: UpdateScriptRequest)
 *
 *   @Post()
 *   @ZodResponse(CreateSessionResponse, 201)
 *   create(@ZodBody(CreateSessionRequest) body: CreateSessionRequest)
 */

type MethodTarget = Parameters<MethodDecorator>;

/** Applies a method decorator from inside a parameter decorator (the method is already defined). */
function onMethod(decorator: MethodDecorator, target: object, key: string | symbol | undefined): void {
  if (key === undefined) return;
  const descriptor = Object.getOwnPropertyDescriptor(target, key) as MethodTarget[2] | undefined;
  if (descriptor) decorator(target, key, descriptor);
}

/** The request body, validated by `schema` and documented as the operation's body. */
export function ZodBody(schema: z.ZodType): ParameterDecorator {
  return (target, key, index) => {
    Body(new ZodValidationPipe(schema))(target, key, index);
    onMethod(ApiBody({ schema: openApiSchema(schema) }), target, key);
  };
}

/** One path parameter, validated by `schema` (e.g. `Uuid`: a 400 "id: must be a valid id"). */
export function ZodParam(name: string, schema: z.ZodType): ParameterDecorator {
  return Param(name, new ZodValidationPipe(schema));
}

/** The query string, validated by an object `schema`; each of its fields is documented as a query parameter. */
export function ZodQuery(schema: z.ZodObject): ParameterDecorator {
  return (target, key, index) => {
    Query(new ZodValidationPipe(schema))(target, key, index);
    const { properties = {}, required = [] } = openApiSchema(schema);
    for (const [name, property] of Object.entries(properties)) {
      onMethod(ApiQuery({ name, required: required.includes(name), schema: property }), target, key);
    }
  };
}

/**
 * The success answer: its status (200 unless given, e.g. 201 when a row is created) and its
 * schema in the OpenAPI document.
 */
export function ZodResponse(schema: z.ZodType, status: 200 | 201 = 200): MethodDecorator {
  return applyDecorators(HttpCode(status), ApiResponse({ status, schema: openApiSchema(schema) }));
}
