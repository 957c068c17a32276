import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sessionStore } from '@speakwell/session';
import { z } from 'zod';
import { ApiError, NetworkError, ResponseShapeError, asksToWait, errorText, hasErrorCode, isRefusal } from './api-error.js';
import { apiGet, apiPost } from './api-request.js';
import { contract } from './contract.js';

let server: Server;
let base: string;
let lastAuthorization: string | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    lastAuthorization = req.headers.authorization;
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/api/ok') res.end(JSON.stringify({ word: 'calm' }));
    else if (req.url === '/api/transcribe') res.end(JSON.stringify({ text: 'hello there' }));
    else if (req.url === '/api/unknown-word') {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: "We couldn't find a definition for 'xq'.", statusCode: 404, code: 'AI_UNKNOWN_WORD', suggestions: ['x'] }));
    } else if (req.url === '/api/bad') {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: 'word is required', statusCode: 400 }));
    } else if (req.url === '/api/busy' || req.url === '/api/busy-until') {
      res.statusCode = 429;
      res.setHeader('Retry-After', req.url === '/api/busy' ? '3' : new Date(Date.now() + 120_000).toUTCString());
      res.end(JSON.stringify({ error: 'Too many attempts, please try again later.', statusCode: 429, code: 'TOO_MANY_ATTEMPTS' }));
    } else if (req.url === '/api/private') {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: 'Invalid email or password', statusCode: 401 }));
    } else {
      res.statusCode = 500;
      res.end('oops');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => sessionStore.getState().logout());

describe('apiRequest', () => {
  it('sends the stored token as a bearer header and returns the parsed body', async () => {
    sessionStore.getState().login({ token: 'tok-1' });
    const entry = await apiGet(`${base}/api/ok`, { loadSchema: () => Promise.resolve(z.object({ word: z.string() })) });
    expect(entry.word).toBe('calm');
    expect(lastAuthorization).toBe('Bearer tok-1');
  });

  it("surfaces the server's error text and status", async () => {
    const failure = await apiPost(`${base}/api/bad`, { word: '' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect(errorText(failure, 'Failed to add word.')).toBe('word is required');
  });

  it("carries the server's error code, and none when an older server sent none", async () => {
    const unknown = await apiGet(`${base}/api/unknown-word`).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(ApiError);
    expect((unknown as ApiError).code).toBe('AI_UNKNOWN_WORD');
    expect(hasErrorCode(unknown, 'AI_UNKNOWN_WORD')).toBe(true);
    expect(hasErrorCode(unknown, 'SCRIPT_NOT_FOUND')).toBe(false);
    const old = await apiPost(`${base}/api/bad`, { word: '' }).catch((e: unknown) => e);
    expect((old as ApiError).code).toBeUndefined();
    expect(hasErrorCode(old, 'INVALID_INPUT')).toBe(false);
  });

  it('tells a refusal (asking again gets the same no) from server trouble and no answer', async () => {
    expect(isRefusal(await apiPost(`${base}/api/bad`, {}).catch((e: unknown) => e))).toBe(true);
    expect(isRefusal(await apiGet(`${base}/api/broken`).catch((e: unknown) => e))).toBe(false);
    expect(isRefusal(await apiGet('http://127.0.0.1:1/api/tips').catch((e: unknown) => e))).toBe(false);
  });

  it('reads a rate limit (429) as a request to wait, for as long as its Retry-After says (seconds or a date)', async () => {
    const busy = await apiGet(`${base}/api/busy`).catch((e: unknown) => e);
    expect(isRefusal(busy)).toBe(false);
    expect(asksToWait(busy)).toBe(true);
    expect((busy as ApiError).retryAfterMs).toBe(3000);
    expect(errorText(busy, 'Failed to add word.')).toBe('Too many attempts, please try again later.');
    const until = (await apiGet(`${base}/api/busy-until`).catch((e: unknown) => e)) as ApiError;
    // An HTTP date has whole seconds: two minutes from now, less the part of a second cut off.
    expect(until.retryAfterMs).toBeGreaterThan(118_000);
    expect(until.retryAfterMs).toBeLessThanOrEqual(120_000);
    expect(asksToWait(await apiPost(`${base}/api/bad`, {}).catch((e: unknown) => e))).toBe(false);
  });

  it('falls back to the screen text when the server sent no error text', async () => {
    const failure = await apiGet(`${base}/api/broken`).catch((e: unknown) => e);
    expect(errorText(failure, 'Failed to fetch users.')).toBe('Failed to fetch users.');
  });

  it('signs out on 401, unless the caller handles 401 itself (login)', async () => {
    sessionStore.getState().login({ token: 'expired' });
    await apiPost(`${base}/api/private`, {}, { on401: 'error' }).catch(() => undefined);
    expect(sessionStore.getState().token).toBe('expired');
    await apiGet(`${base}/api/private`).catch(() => undefined);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('reports an unreachable server as a network error', async () => {
    const failure = await apiGet('http://127.0.0.1:1/api/tips').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(errorText(failure, 'Failed to fetch tips.', 'Could not connect to the server for tips.')).toBe('Could not connect to the server for tips.');
  });

  it('checks the answer against a contract loaded while the request runs (the login page)', async () => {
    const word = z.object({ word: z.string() });
    const entry = await apiGet(`${base}/api/ok`, { loadSchema: () => Promise.resolve(word) });
    expect(entry.word).toBe('calm');
    const failure = await apiGet(`${base}/api/ok`, { loadSchema: () => Promise.resolve(z.object({ token: z.string() })) }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ResponseShapeError);
    expect(errorText(failure, 'Failed to login')).toBe('Failed to login');
  });

  it('checks the answer against the named contract from @speakwell/contracts, loaded on first use', async () => {
    const heard = await apiPost(`${base}/api/transcribe`, {}, { loadSchema: contract('TranscriptionResponse') });
    expect(heard.text).toBe('hello there');
    const failure = await apiGet(`${base}/api/ok`, { loadSchema: contract('TranscriptionResponse') }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ResponseShapeError);
  });

  it('reports a contract that could not be loaded as a network error', async () => {
    const failure = await apiGet(`${base}/api/ok`, { loadSchema: () => Promise.reject(new Error('chunk failed')) }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NetworkError);
  });
});
