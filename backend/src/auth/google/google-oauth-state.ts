import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** Cookie that binds the OAuth `state` to the browser that started the sign-in (login CSRF). */
export const STATE_COOKIE = 'speakwell_google_state';
export const STATE_COOKIE_PATH = '/api/auth/google';
const STATE_TTL_SECONDS = 600;

export const PENDING_STATE = Symbol('googleOAuthState');

interface StateCarrier {
  headers: IncomingHttpHeaders;
  [PENDING_STATE]?: string;
}

type Callback = (error: Error | null, okOrState: unknown, info?: unknown) => void;

function cookieValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  for (const part of (headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function same(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * passport-oauth2 state store without server sessions: a random state goes to Google and into
 * a short-lived HttpOnly cookie; the callback must bring back the same value. The state is
 * left on the request for the controller to set the cookie (Passport has no reply to set it on).
 */
export const cookieStateStore = {
  store(request: StateCarrier, _meta: unknown, callback: Callback): void {
    const state = randomBytes(18).toString('base64url');
    request[PENDING_STATE] = state;
    callback(null, state);
  },
  verify(request: StateCarrier, state: string, _meta: unknown, callback: Callback): void {
    const expected = cookieValue(request.headers, STATE_COOKIE);
    if (!expected || !same(expected, state)) callback(null, false, { message: 'Invalid authorization request state.' });
    else callback(null, true);
  },
};

export function stateCookie(state: string, secure: boolean): string {
  return `${STATE_COOKIE}=${state}; Path=${STATE_COOKIE_PATH}; Max-Age=${STATE_TTL_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearStateCookie(): string {
  return `${STATE_COOKIE}=; Path=${STATE_COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`;
}

/** The state cookie of the sign-in this browser started, if any. */
export function browserState(request: { headers: IncomingHttpHeaders }): string | undefined {
  return cookieValue(request.headers, STATE_COOKIE) || undefined;
}

export function pendingState(request: object): string | undefined {
  return (request as StateCarrier)[PENDING_STATE];
}
