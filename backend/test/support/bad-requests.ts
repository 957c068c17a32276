/**
 * Generated bad requests for the fuzz test (fast-check). Each endpoint starts from a body its
 * contract accepts (checked by the test) and gets one to three hostile edits: a field set to
 * any JSON value, a string with NUL or lone surrogates, a string just over a limit, a field
 * removed, an unexpected field (`__proto__`, `user_id`, ...); or the whole body replaced.
 */
import fc from 'fast-check';
import type { z } from 'zod';

export interface Endpoint {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  /** The contract the valid body below satisfies. */
  contract?: z.ZodType;
  /** A body the contract accepts (or bodies, when each request needs its own), to be broken. */
  valid?: Record<string, unknown> | fc.Arbitrary<Record<string, unknown>>;
}

export interface BadRequest {
  method: Endpoint['method'];
  path: string;
  /** JSON text, or raw bytes sent as they are. */
  body?: string | Buffer;
  headers: Record<string, string>;
}

const REMOVE = Symbol('remove');

/** Values no field expects, or expects only within limits. */
export function hostileValue(extraStrings: string[] = []): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udfff',
      '\uffff',
      '\u202e',
      '__proto__',
      "'; DROP TABLE users; --",
      '<img src=x onerror=alert(1)>',
      '../../etc/passwd',
      '%00',
      ...extraStrings,
    ),
    fc.constantFrom(0, -1, 1e308, Number.MAX_SAFE_INTEGER, 0.5, true, false, null),
    fc.constantFrom(65, 121, 201, 301, 2_001, 10_001, 20_001, 100_001).map((length) => 'y'.repeat(length)),
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  );
}

/** The valid bodies of an endpoint, as an arbitrary. */
export function validBodies(endpoint: Endpoint): fc.Arbitrary<Record<string, unknown>> {
  const valid = endpoint.valid ?? {};
  return valid instanceof fc.Arbitrary ? valid : fc.constant(valid);
}

function broken(endpoint: Endpoint, extraStrings: string[]): fc.Arbitrary<string | undefined> {
  const fieldNames = (fc.sample(validBodies(endpoint), 1)[0] ?? {}) as Record<string, unknown>;
  const keys = [...Object.keys(fieldNames), '__proto__', 'constructor', 'user_id', 'userId', 'id', 'role', 'is_active'];
  const edit = fc.tuple(
    fc.constantFrom(...keys),
    fc.oneof({ weight: 5, arbitrary: hostileValue(extraStrings) }, { weight: 1, arbitrary: fc.constant(REMOVE) }),
  );
  const edited = fc.tuple(validBodies(endpoint), fc.array(edit, { minLength: 1, maxLength: 3 })).map(([valid, edits]) => {
    const entries = new Map<string, unknown>(Object.entries(valid));
    for (const [key, value] of edits) {
      if (value === REMOVE) entries.delete(key);
      else entries.set(key, value);
    }
    // fromEntries makes `__proto__` an own key, as JSON.parse on the server will.
    return JSON.stringify(Object.fromEntries(entries));
  });
  return fc.oneof(
    { weight: 8, arbitrary: edited },
    { weight: 1, arbitrary: hostileValue(extraStrings).map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Bad requests to the endpoints of one family, with the caller's token. */
export function badRequests(endpoints: Endpoint[], token: string, extraStrings: string[] = []): fc.Arbitrary<BadRequest> {
  return fc.oneof(
    ...endpoints.map((endpoint) =>
      broken(endpoint, extraStrings).map((body): BadRequest => ({
        method: endpoint.method,
        path: endpoint.path,
        body,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      })),
    ),
  );
}

/** No lone surrogate halves (encodeURIComponent refuses them; String#isWellFormed is ES2024). */
function isWellFormed(text: string): boolean {
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}

const wellFormed = fc.string({ unit: 'binary', maxLength: 40 }).filter(isWellFormed);

/** Path segments and query strings that are not ids, or are someone else's. */
export function badPaths(
  templates: Array<{ method: Endpoint['method']; path: (segment: string) => string }>,
  token: string,
  foreignIds: string[],
): fc.Arbitrary<BadRequest> {
  const segment = fc.oneof(
    fc.uuid(),
    wellFormed,
    fc.constantFrom('%00', '..', '%2e%2e%2f', 'null', '-1', '00000000-0000-0000-0000-000000000000', ...foreignIds),
  );
  return fc.tuple(fc.constantFrom(...templates), segment).map(([template, value]) => ({
    method: template.method,
    path: template.path(value.startsWith('%') ? value : encodeURIComponent(value)),
    headers: { authorization: `Bearer ${token}` },
  }));
}

/** Bodies that are not what their headers say: broken JSON, other media types, false encodings. */
export function badRawBodies(paths: string[], token: string): fc.Arbitrary<BadRequest> {
  return fc
    .record({
      path: fc.constantFrom(...paths),
      body: fc.oneof(
        fc.string({ unit: 'binary', maxLength: 200 }).filter(isWellFormed),
        fc.constantFrom('{', '{"a":', '[]', 'null', '"\\u0000"', '{"word":"\\u0000"}', '\u0000\u0000', '{"a":1}{"b":2}'),
      ),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/octet-stream',
        '',
      ),
      encoding: fc.constantFrom(undefined, 'gzip', 'deflate', 'br', 'identity', 'zstd', 'gzip, gzip'),
    })
    .map(({ path, body, contentType, encoding }) => ({
      method: 'post' as const,
      path,
      body,
      headers: { authorization: `Bearer ${token}`, ...(contentType && { 'content-type': contentType }), ...(encoding && { 'content-encoding': encoding }) },
    }));
}

/** Every media type the server reads a body of: JSON (any route) and audio (POST /api/transcribe only). */
export const PARSED_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'audio/webm',
  'audio/ogg; codecs=opus',
  'audio/mp4',
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
  'AUDIO/WEBM',
];

/**
 * Random bytes, now and then just over the 1 MB JSON limit, in every parsed media type, to
 * `routes` (method and path), anonymous or with one of `tokens`.
 */
export function binaryBodies(routes: Array<{ method: Endpoint['method']; path: string }>, tokens: string[]): fc.Arbitrary<BadRequest> {
  const bytes = fc.oneof(
    { weight: 20, arbitrary: fc.uint8Array({ maxLength: 2_000 }).map((array) => Buffer.from(array)) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1024 * 1024 + 1, max: 1024 * 1024 + 4096 })
        .map((length) => Object.assign(Buffer.alloc(length, 0x7b), { [fc.toStringMethod]: () => `Buffer.alloc(${length}, 0x7b)` })),
    },
  );
  return fc
    .record({
      route: fc.constantFrom(...routes),
      body: bytes,
      contentType: fc.constantFrom(...PARSED_TYPES),
      token: fc.option(fc.constantFrom(...tokens), { nil: undefined }),
    })
    .map(({ route, body, contentType, token }) => ({
      method: route.method,
      path: route.path,
      body,
      headers: { 'content-type': contentType, ...(token && { authorization: `Bearer ${token}` }) },
    }));
}
