import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export const GOOGLE_CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * Google's side of sign-in, played locally: a JWKS endpoint (the API's GOOGLE_JWKS_URL) and
 * RS256 ID tokens signed with its key, as Google Identity Services would hand them over.
 */
export class FakeGoogleIdentity {
  private readonly kid = randomUUID();
  private readonly privateKey: KeyObject;
  private readonly publicJwk: object;
  private server: Server | null = null;
  private port = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = privateKey;
    this.publicJwk = { ...publicKey.export({ format: 'jwk' }), kid: this.kid, alg: 'RS256', use: 'sig' };
  }

  get jwksUrl(): string {
    return `http://127.0.0.1:${this.port}/jwks`;
  }

  async start(): Promise<void> {
    const server = createServer((_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ keys: [this.publicJwk] }));
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
