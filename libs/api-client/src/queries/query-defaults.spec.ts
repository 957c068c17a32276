import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { errorText } from '../api-error.js';
import { apiGet, apiPost } from '../api-request.js';
import { clientDefaults } from './query-defaults.js';

/** The API's rate-limit answer (RateLimitError: 429, its text and code, Retry-After in seconds). */
const TOO_MANY = { error: 'Too many attempts, please try again later.', code: 'TOO_MANY_ATTEMPTS', statusCode: 429 };

/**
 * Each path answers with its failures in order, then 200: `[429, '1']` is a 429 with
 * Retry-After: 1, `[408]` a 408 without one. Every request's arrival time is kept per path.
 */
const scripts: Record<string, [status: number, retryAfter?: string][]> = {
  '/api/busy-once': [[429, '1']],
  '/api/busy': [
    [429, '1'],
    [429, '1'],
    [429, '1'],
    [429, '1'],
  ],
  '/api/busy-for-a-minute': [[429, '60']],
  '/api/slow-request-once': [[408]],
  '/api/bad': [[400], [400]],
  '/api/broken-once': [[500]],
};

let server: Server;
let base: string;
const arrivals = new Map<string, number[]>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    const seen = arrivals.get(path) ?? [];
    seen.push(performance.now());
    arrivals.set(path, seen);
    res.setHeader('Content-Type', 'application/json');
    const failure = scripts[path]?.[seen.length - 1];
    if (!failure) return void res.end(JSON.stringify({ word: 'calm' }));
    const [status, retryAfter] = failure;
    res.statusCode = status;
    if (retryAfter) res.setHeader('Retry-After', retryAfter);
    res.end(JSON.stringify(status === 429 ? TOO_MANY : { error: `failed with ${status}`, statusCode: status }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => arrivals.clear());

/** A client with the shell's defaults, as every screen has. */
const newClient = () => new QueryClient({ defaultOptions: clientDefaults });

const read = (path: string) => newClient().fetchQuery({ queryKey: [path], queryFn: () => apiGet<{ word: string }>(`${base}${path}`) });
const change = (path: string) => new MutationObserver(newClient(), { mutationFn: () => apiPost<{ word: string }>(`${base}${path}`, {}) }).mutate();

/** The ms between the first and the second request to `path`. */
const waitBetweenTries = (path: string) => {
  const [first, second] = arrivals.get(path) ?? [];
  return second - first;
};

describe('the retries every screen gets', () => {
  it('a read the server rate-limited is asked again after its Retry-After, and the screen gets the answer', async () => {
    await expect(read('/api/busy-once')).resolves.toEqual({ word: 'calm' });
    expect(arrivals.get('/api/busy-once')).toHaveLength(2);
    // Retry-After: 1 (second); a millisecond of slack for the clocks' rounding.
    expect(waitBetweenTries('/api/busy-once')).toBeGreaterThanOrEqual(999);
  });

  it('a change the server rate-limited (an AI call, a new word) is sent again after its Retry-After and goes through', async () => {
    await expect(change('/api/busy-once')).resolves.toEqual({ word: 'calm' });
    expect(arrivals.get('/api/busy-once')).toHaveLength(2);
    expect(waitBetweenTries('/api/busy-once')).toBeGreaterThanOrEqual(999);
  });

  it('still rate-limited after the one retry: the screen shows the server’s rate-limit text', async () => {
    const failure = await read('/api/busy').catch((error: unknown) => error);
    expect(arrivals.get('/api/busy')).toHaveLength(2);
    expect(errorText(failure, 'Could not load.')).toBe(TOO_MANY.error);
    const changeFailure = await change('/api/busy').catch((error: unknown) => error);
    expect(arrivals.get('/api/busy')).toHaveLength(4);
    expect(errorText(changeFailure, 'Could not save.')).toBe(TOO_MANY.error);
  });

  it('a wait longer than a screen waits shows the rate-limit text at once, without a retry bound to fail', async () => {
    const failure = await change('/api/busy-for-a-minute').catch((error: unknown) => error);
    expect(arrivals.get('/api/busy-for-a-minute')).toHaveLength(1);
    expect(errorText(failure, 'Could not save.')).toBe(TOO_MANY.error);
  });

  it('a request the server timed out waiting for (408, no Retry-After) is sent again after the usual backoff', async () => {
    await expect(change('/api/slow-request-once')).resolves.toEqual({ word: 'calm' });
    expect(arrivals.get('/api/slow-request-once')).toHaveLength(2);
    // TanStack Query's first backoff step: 1 s.
    expect(waitBetweenTries('/api/slow-request-once')).toBeGreaterThanOrEqual(999);
  });

  it('a refusal (400) is neither read nor sent again', async () => {
    await expect(read('/api/bad')).rejects.toThrow('failed with 400');
    await expect(change('/api/bad')).rejects.toThrow('failed with 400');
    expect(arrivals.get('/api/bad')).toHaveLength(2);
  });

  it('server trouble (500) is read again, but a change is not sent twice', async () => {
    await expect(change('/api/broken-once')).rejects.toThrow('failed with 500');
    expect(arrivals.get('/api/broken-once')).toHaveLength(1);
    arrivals.clear();
    await expect(read('/api/broken-once')).resolves.toEqual({ word: 'calm' });
    expect(arrivals.get('/api/broken-once')).toHaveLength(2);
  });
});
