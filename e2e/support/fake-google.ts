import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export const GOOGLE_CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export interface GooglePerson {
  email: string;
  name: string;
  sub?: string;
}

/**
 * Google's side of sign-in, played locally: a JWKS endpoint (the API's GOOGLE_JWKS_URL) and
 * RS256 ID tokens signed with its key, as Google Identity Services would hand them over; and
 * the redirect flow's consent screen, token and userinfo endpoints (GOOGLE_OAUTH_BASE_URL),
 * where `redirectPerson` is who picks their account on the consent screen.
 */
export class FakeGoogleIdentity {
  private readonly kid = randomUUID();
  private readonly privateKey: KeyObject;
  private readonly publicJwk: object;
  private server: Server | null = null;
  private port = 0;
  private readonly grants = new Map<string, GooglePerson>();
  /** Who signs in when a browser reaches the consent screen. */
  redirectPerson: GooglePerson | null = null;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = privateKey;
    this.publicJwk = { ...publicKey.export({ format: 'jwk' }), kid: this.kid, alg: 'RS256', use: 'sig' };
  }

  get jwksUrl(): string {
    return `http://127.0.0.1:${this.port}/jwks`;
  }

  get oauthBaseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', this.oauthBaseUrl);
      const json = (status: number, body: object) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname === '/o/oauth2/v2/auth') {
        // The consent screen, already answered: back to the app with a code for redirectPerson.
        const person = this.redirectPerson;
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        if (!person) back.searchParams.set('error', 'access_denied');
        else {
          const code = randomUUID();
          this.grants.set(code, { sub: `google-${randomUUID()}`, ...person });
          back.searchParams.set('code', code);
        }
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        return void response.writeHead(302, { Location: back.toString() }).end();
      }
      if (url.pathname === '/oauth2/v4/token') {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        return void request.on('end', () => {
          const code = new URLSearchParams(body).get('code') ?? '';
          if (!this.grants.has(code)) return json(400, { error: 'invalid_grant' });
          json(200, { access_token: code, token_type: 'Bearer', expires_in: 3600 });
        });
      }
      if (url.pathname === '/oauth2/v3/userinfo') {
        const person = this.grants.get((request.headers.authorization ?? '').replace(/^Bearer /, '') || (url.searchParams.get('access_token') ?? ''));
        if (!person) return json(401, { error: 'invalid_token' });
        return json(200, { sub: person.sub, email: person.email, email_verified: true, name: person.name });
      }
      json(200, { keys: [this.publicJwk] });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (typeof address === 'object' && address) this.port = address.port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** A credential for a Google account with a verified email (`sub`: the same account again). */
  idToken({ email, name, sub = `google-${randomUUID()}` }: { email: string; name: string; sub?: string }): string {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', kid: this.kid, typ: 'JWT' }));
    const payload = base64url(
      JSON.stringify({ iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT_ID, sub, email, email_verified: true, name, iat: now, exp: now + 600 }),
    );
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), this.privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  }
}

/**
 * Stands in for https://accounts.google.com/gsi/client in the browser: renders a button that
 * hands `credential` to the app's callback, and records that One Tap was prompted.
 */
export function fakeIdentityServicesScript(credential: string): string {
  return `
    window.google = { accounts: { id: {
      initialize(options) { window.__gis = { options, prompted: false }; },
      renderButton(parent) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Sign in with Google';
        button.onclick = () => window.__gis.options.callback({ credential: ${JSON.stringify(credential)} });
        parent.appendChild(button);
      },
      prompt() { window.__gis.prompted = true; },
      cancel() {},
    } } };`;
}
