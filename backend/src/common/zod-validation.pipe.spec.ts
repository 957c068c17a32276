import { RegisterRequest, Uuid } from '@speakwell/contracts';
import { z } from 'zod';
import { RequestError } from './errors/request.errors.js';
import { ZodValidationPipe } from './zod-validation.pipe.js';

const failure = (run: () => unknown): RequestError => {
  try {
    run();
  } catch (error) {
    if (error instanceof RequestError) return error;
    throw error;
  }
  throw new Error('expected a RequestError');
};

describe('ZodValidationPipe', () => {
  const body = new ZodValidationPipe(RegisterRequest);

  it('returns the parsed, normalised value', () => {
    expect(body.transform({ name: ' Ada ', email: ' Ada@Example.COM ', password: '12345678' }, { type: 'body' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: '12345678',
    });
  });

  it('names every field that is wrong (400)', () => {
    const error = failure(() => body.transform({ name: '', email: 'nope' }, { type: 'body' }));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Name is required; Email must be a valid email address; Password is required');
  });

  it('keeps an API name as it is spelled', () => {
    const schema = z.object({ is_active: z.boolean({ error: 'is_active must be true or false' }) });
    expect(failure(() => new ZodValidationPipe(schema).transform({}, { type: 'body' })).message).toBe('is_active must be true or false');
  });

  it('says so when the body is not an object', () => {
    expect(failure(() => body.transform(undefined, { type: 'body' })).message).toBe('Request body must be a JSON object');
  });

  it('names the path parameter and the query field', () => {
    expect(failure(() => new ZodValidationPipe(Uuid).transform('42', { type: 'param', data: 'id' })).message).toBe('id: must be a valid id');
    const query = new ZodValidationPipe(z.object({ type: z.enum(['Drill', 'Meeting']) }));
    expect(failure(() => query.transform({ type: 'x' }, { type: 'query' })).message).toMatch(/^type: /);
  });
});
