import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { errorRule } from './errors/domain-error.js';

/** Every error answer's body in the OpenAPI document: the contract's ErrorResponse, one shared schema. */
export const ERROR_SCHEMA_NAME = 'ErrorResponse';
export const ERROR_SCHEMA_REF = `#/components/schemas/${ERROR_SCHEMA_NAME}`;

/** Error codes grouped by the status they answer with, each with its text (when the table has one). */
export function errorAnswers(codes: readonly string[]): Map<number, string[]> {
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    const { status, message } = errorRule(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), message ? `${code}: ${message}` : code]);
  }
  return byStatus;
}

/** The description of one status's error answer: the codes it stands for, one a line. */
export function errorDescription(lines: readonly string[]): string {
  return lines.join('\n\n');
}

/**
 * The error answers a route gives besides the ones every route of its kind gives (those are
 * added to the whole document: 400 for invalid input, 401 without a valid token, 403 for
 * admin routes). Named by the domain error codes, so status and text come from the domain's
 * `errorCodes` table; routes name them in `@Route`'s `errors`.
 */
export function ApiErrors(...codes: string[]): MethodDecorator {
  return applyDecorators(
    ...[...errorAnswers(codes)].map(([status, lines]) => ApiResponse({ status, description: errorDescription(lines), schema: { $ref: ERROR_SCHEMA_REF } })),
  );
}
