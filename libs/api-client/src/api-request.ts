import { sessionStore } from '@speakwell/session';
import type { ZodType } from 'zod';
import { ApiError, NetworkError, ResponseShapeError } from './api-error.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions<T> {
  /** Sent as JSON. */
  body?: unknown;
  /**
   * The response contract, loaded while the request runs (`contract('Profile')`): the parsed
   * value is returned. No screen loads the contracts (and zod) before its first call.
   */
  loadSchema?: () => Promise<ZodType<T>>;
  /** Query string parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /**
   * What a 401 means. 'sign-out' (default): the session expired, so forget it and go to
   * /login. 'error': just throw (the login call, where 401 means a wrong password).
   */
  on401?: 'sign-out' | 'error';
  /** Sees the successful response before its body is read (paged lists read the Link header). */
  onResponse?: (response: Response) => void;
}

/** Where the browser is sent when the session is no longer valid. */
export const LOGIN_PATH = '/login';

function urlFor(path: string, query: ApiRequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function serverErrorText(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') return body.error;
  return undefined;
}

/** A Retry-After header (seconds, or an HTTP date) as ms from now; undefined when absent or unreadable. */
function retryAfterMs(header: string | null): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

function signOutAndGoToLogin(): void {
  sessionStore.getState().logout();
  if (typeof window !== 'undefined' && window.location.pathname !== LOGIN_PATH) {
    window.location.assign(LOGIN_PATH);
  }
}

/** Sends one request with the session's bearer token; throws for no answer or a refusal. */
export async function sendRequest(method: HttpMethod, path: string, options: ApiRequestOptions<unknown>, accept: string): Promise<Response> {
  const { body, query, signal, on401 = 'sign-out' } = options;
  const headers: Record<string, string> = { Accept: accept };
  const token = sessionStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const raw = body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = raw ? body.type || 'application/octet-stream' : 'application/json';

  let response: Response;
  try {
    response = await fetch(urlFor(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    throw new NetworkError(undefined, { cause });
  }
  if (!response.ok) {
    const payload = await readJson(response);
    if (response.status === 401 && on401 === 'sign-out') signOutAndGoToLogin();
    const serverText = serverErrorText(payload);
    const wait = retryAfterMs(response.headers.get('retry-after'));
    throw new ApiError(serverText ?? `Request failed with status ${response.status}`, response.status, serverText !== undefined, payload, wait);
  }
  options.onResponse?.(response);
  return response;
}

/** Starts loading a contract now, for `matchContract` later; a failed load is reported there, not as an unhandled rejection. */
export function startLoading<T>(load: () => Promise<ZodType<T>>): Promise<ZodType<T>> {
  const loading = load();
  loading.catch(() => undefined);
  return loading;
}

/**
 * An answer checked against its contract: ResponseShapeError when it does not match, and
 * NetworkError when the contract could not be loaded (its chunk failed, as a request can).
 */
export async function matchContract<T>(loading: Promise<ZodType<T>>, payload: unknown, answerOf: string): Promise<T> {
  let schema: ZodType<T>;
  try {
    schema = await loading;
  } catch (cause) {
    throw new NetworkError(undefined, { cause });
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ResponseShapeError(`Unexpected response from ${answerOf}`, { cause: parsed.error });
  return parsed.data;
}

/**
 * One call to the API: bearer token from the shared session store, JSON in and out, the
 * response checked against its contract. Throws ApiError (server said no), NetworkError
 * (no answer) or ResponseShapeError (answer does not match the contract).
 */
export async function apiRequest<T = unknown>(method: HttpMethod, path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const schemaLoading = options.loadSchema && startLoading(options.loadSchema);
  const response = await sendRequest(method, path, options, 'application/json');
  const payload = await readJson(response);
  return schemaLoading ? matchContract(schemaLoading, payload, `${method} ${path}`) : (payload as T);
}

/** A file the API hands out (an export): the body as a Blob, with the same errors as apiRequest. */
export async function apiDownload(path: string, options: Omit<ApiRequestOptions<unknown>, 'body' | 'loadSchema'> = {}): Promise<Blob> {
  const response = await sendRequest('GET', path, options, '*/*');
  try {
    return await response.blob();
  } catch (cause) {
    throw new NetworkError(undefined, { cause });
  }
}

type Options<T> = Omit<ApiRequestOptions<T>, 'body'>;

/** Sends a file (e.g. recorded audio) as the raw body with its own Content-Type; JSON answer as apiRequest. */
export const apiUpload = <T>(path: string, file: Blob, options?: Options<T>): Promise<T> => apiRequest('POST', path, { ...options, body: file });

export const apiGet = <T>(path: string, options?: Options<T>): Promise<T> => apiRequest('GET', path, options);
export const apiPost = <T>(path: string, body: unknown, options?: Options<T>): Promise<T> => apiRequest('POST', path, { ...options, body });
export const apiPut = <T>(path: string, body: unknown, options?: Options<T>): Promise<T> => apiRequest('PUT', path, { ...options, body });
export const apiDelete = <T>(path: string, options?: Options<T>): Promise<T> => apiRequest('DELETE', path, options);
