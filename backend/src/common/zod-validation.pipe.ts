import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { RequestError, RequestErrorCode } from './errors/request.errors.js';
import { findUnstorableText } from './unstorable-text.js';

const WHAT: Record<ArgumentMetadata['type'], string> = {
  body: 'Request body',
  query: 'Query string',
  param: 'Path parameter',
  custom: 'Input',
};

/** 'password' reads as a word; 'is_active' or 'focusMode' are API names and keep their spelling. */
const isPlainWord = (field: string): boolean => /^[a-z]+$/.test(field);

/**
 * "Password must be at least 8 characters": a message that already names its field is shown
 * as a sentence ("is_active must be true or false" keeps the API name as it is spelled); others
 * get the field in front ("id: must be a valid id"). Several problems
 * are joined with "; ".
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], where: ArgumentMetadata['type']): string {
  return issues
    .map((issue) => {
      if (issue.path.length === 0) {
        return issue.code === 'invalid_type' && where !== 'param' ? `${WHAT[where]} must be a JSON object` : `${WHAT[where]}: ${issue.message}`;
      }
      const field = String(issue.path[issue.path.length - 1]);
      if (issue.message.startsWith(`${field} `)) return isPlainWord(field) ? issue.message.charAt(0).toUpperCase() + issue.message.slice(1) : issue.message;
      return `${issue.path.join('.')}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * Validates (and normalises, e.g. trims and lower-cases emails) one argument with a zod schema
 * from libs/contracts. Routes use it through the endpoint decorators of ./zod-endpoint.ts:
 *   `@ZodBody(RegisterRequest) body: RegisterRequest`
 *   `@ZodQuery(SessionListQuery) query: SessionListQuery`
 *   `@ZodParam('id', Uuid) id: string`
 * A failure is a 400 naming the field. Text with a NUL character is refused here, once for
 * every field of every schema (PostgreSQL cannot store it).
 */
@Injectable()
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown, metadata: ArgumentMetadata): z.output<Schema> {
    const unstorable = findUnstorableText(value);
    if (unstorable) {
      const field = [...(metadata.type === 'param' && metadata.data ? [metadata.data] : []), ...unstorable].join('.');
      throw new RequestError(RequestErrorCode.InvalidInput, `${field || WHAT[metadata.type]}: must not contain NUL characters`);
    }
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const issues =
      metadata.type === 'param' && metadata.data
        ? result.error.issues.map((issue) => ({ ...issue, path: [metadata.data as string, ...issue.path] }))
        : result.error.issues;
    throw new RequestError(RequestErrorCode.InvalidInput, describeIssues(issues, metadata.type));
  }
}
