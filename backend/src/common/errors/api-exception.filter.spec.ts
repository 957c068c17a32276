import { BadRequestException, ForbiddenException, HttpException, NotFoundException } from '@nestjs/common';
import { AuthError, AuthErrorCode } from '../../auth/auth.errors.js';
import { RateLimitError } from '../rate-limit/rate-limit.errors.js';
import { toErrorAnswer } from './api-exception.filter.js';
import { RequestError, RequestErrorCode } from './request.errors.js';

const fastifyError = (code: string, statusCode: number, message: string) => Object.assign(new Error(message), { code, statusCode });

describe('toErrorAnswer', () => {
  it('answers a domain error with its status and message', () => {
    expect(toErrorAnswer(new AuthError(AuthErrorCode.AdminRequired))).toEqual({
      body: { error: 'Admin access required', code: 'ADMIN_REQUIRED', statusCode: 403 },
      headers: {},
      unexpected: false,
      reason: 'ADMIN_REQUIRED',
    });
    expect(toErrorAnswer(new RequestError(RequestErrorCode.InvalidInput, 'email: email is required')).body).toEqual({
      error: 'email: email is required',
      code: 'INVALID_INPUT',
      statusCode: 400,
    });
  });

  it('adds Retry-After to a rate limit refusal', () => {
    expect(toErrorAnswer(new RateLimitError(42))).toEqual({
      body: { error: 'Too many attempts, please try again later.', code: 'TOO_MANY_ATTEMPTS', statusCode: 429 },
      headers: { 'retry-after': '42' },
      unexpected: false,
      reason: 'TOO_MANY_ATTEMPTS',
    });
  });

  it('maps Nest HTTP exceptions, including ones with message lists', () => {
    expect(toErrorAnswer(new NotFoundException('Cannot GET /api/x')).body).toEqual({ error: 'Cannot GET /api/x', code: 'NOT_FOUND', statusCode: 404 });
    expect(toErrorAnswer(new ForbiddenException()).body).toEqual({ error: 'Forbidden', code: 'FORBIDDEN', statusCode: 403 });
    expect(toErrorAnswer(new BadRequestException(['a is wrong', 'b is wrong'])).body).toEqual({
      error: 'a is wrong; b is wrong',
      code: 'BAD_REQUEST',
      statusCode: 400,
    });
  });

  it("puts Fastify's body errors in the product's words", () => {
    const invalidJson = new HttpException('Unexpected token', 400, {
      cause: fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 400, 'Unexpected token } in JSON at position 3'),
    });
    expect(toErrorAnswer(invalidJson).body).toEqual({ error: 'Request body is not valid JSON', code: 'INVALID_JSON', statusCode: 400 });
    const tooLarge = new HttpException('Request body is too large', 413, {
      cause: fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413, 'Request body is too large'),
    });
    expect(toErrorAnswer(tooLarge).body).toEqual({ error: 'Request body is too large', code: 'BODY_TOO_LARGE', statusCode: 413 });
  });

  it('answers 503 with Retry-After while PostgreSQL cannot be reached, not 500', () => {
    const down = {
      body: { error: 'The database is unavailable, please try again in a few seconds', code: 'DATABASE_UNAVAILABLE', statusCode: 503 },
      headers: { 'retry-after': '5' },
      unexpected: false,
      reason: 'DATABASE_UNAVAILABLE',
    };
    expect(toErrorAnswer(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:54320'), { code: 'ECONNREFUSED' }))).toEqual(down);
    expect(toErrorAnswer(new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]))).toEqual(down);
    expect(toErrorAnswer(new Error('Connection terminated unexpectedly'))).toEqual(down);
    expect(
      toErrorAnswer(
        Object.assign(new Error('query failed'), { driverError: Object.assign(new Error('the database system is starting up'), { code: '57P03' }) }),
      ),
    ).toEqual(down);
  });

  it('hides anything unexpected behind a 500 and marks it for the log', () => {
    const sqlError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), { query: 'INSERT INTO users ...' });
    expect(toErrorAnswer(sqlError)).toEqual({
      body: { error: 'Internal server error', code: 'INTERNAL_ERROR', statusCode: 500 },
      headers: {},
      unexpected: true,
      reason: 'unexpected',
    });
    expect(toErrorAnswer('a string').body).toEqual({ error: 'Internal server error', code: 'INTERNAL_ERROR', statusCode: 500 });
  });
});
