import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { createServer } from 'node:http';

/** @param {Buffer | string} value */
const base64url = (value) => Buffer.from(value).toString('base64url');

/** @returns {{ privateKey: import('node:crypto').KeyObject, publicKey: import('node:crypto').KeyObject }} */
const rsaKeys = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

/**
 * Google's side of sign-in, played locally for the API tests and the browser tests: a JWKS
 * endpoint (the API's GOOGLE_JWKS_URL) and RS256 ID tokens signed with its key, as Google
 * Identity Services hands them over; and the redirect flow's consent screen, token and userinfo
 * endpoints (GOOGLE_OAUTH_BASE_URL), where `redirectPerson` is who picks their account on the
 * consent screen. Types: fake-google.d.mts.
 */
export class FakeGoogle {
  #kid = randomUUID();
  #keys = rsaKeys();
  /** A key Google does not list, with the same key id: what a forger signs with. */
  #forgerKeys = rsaKeys();
  /** @type {import('node:http').Server | null} */
  #server = null;
  #port = 0;
  /** @type {Map<string, import('./fake-google.d.mts').GooglePerson>} */
  #grants = new Map();
  /** @type {import('./fake-google.d.mts').GooglePerson | null} */
  redirectPerson = null;

  /** @param {string} clientId the app's Google client id: the audience of the ID tokens */
  constructor(clientId) {
    this.clientId = clientId;
  }

  get jwksUrl() {
    return `${this.oauthBaseUrl}/jwks`;
  }

  get oauthBaseUrl() {
    if (!this.#port) throw new Error('start() the fake Google first: its port is picked when it starts');
    return `http://127.0.0.1:${this.#port}`;
  }

  /** The redirect flow's endpoints under oauthBaseUrl, as the API derives them from GOOGLE_OAUTH_BASE_URL. */
  get oauthEndpoints() {
    const base = this.oauthBaseUrl;
    return { authorizationUrl: `${base}/o/oauth2/v2/auth`, tokenUrl: `${base}/oauth2/v4/token`, userInfoUrl: `${base}/oauth2/v3/userinfo` };
  }

  async start() {
    const server = createServer((request, response) => void this.#answer(request, response));
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(undefined));
    });
    this.#port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
    this.#server = server;
  }

  async stop() {
    const server = this.#server;
    this.#server = null;
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(() => resolve(undefined)) : resolve(undefined)));
  }

  /** What the consent screen does when `person` picks their account: a code for the token endpoint. @param {import('./fake-google.d.mts').GooglePerson} person */
  grant(person) {
    const code = randomUUID();
    this.#grants.set(code, { sub: `google-${randomUUID()}`, ...person });
    return code;
  }

  /**
   * An ID token for a Google account, verified email unless said otherwise; `sub` names the same
   * account again. Signed with Google's listed key, or with `forged` a key it does not list.
   * @param {import('./fake-google.d.mts').IdTokenClaims} claims
   */
  idToken(
    { email, name, sub = `google-${randomUUID()}`, email_verified = true, aud = this.clientId, iss = 'https://accounts.google.com', iat, exp },
    { forged = false } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', kid: this.#kid, typ: 'JWT' }));
    const payload = base64url(JSON.stringify({ iss, aud, sub, email, email_verified, name, iat: iat ?? now, exp: exp ?? now + 600 }));
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), (forged ? this.#forgerKeys : this.#keys).privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  }

  /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
  async #answer(request, response) {
    const url = new URL(request.url ?? '/', 'http://fake-google');
    /** @param {number} status @param {object} body */
    const json = (status, body) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/o/oauth2/v2/auth') {
      // The consent screen, already answered: back to the app with a code for redirectPerson.
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      if (this.redirectPerson) back.searchParams.set('code', this.grant(this.redirectPerson));
      else back.searchParams.set('error', 'access_denied');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      return void response.writeHead(302, { Location: back.toString() }).end();
    }
    if (url.pathname === '/oauth2/v4/token') {
      let body = '';
      for await (const chunk of request) body += chunk;
      const code = new URLSearchParams(body).get('code') ?? '';
      if (!this.#grants.has(code)) return json(400, { error: 'invalid_grant' });
      return json(200, { access_token: code, token_type: 'Bearer', expires_in: 3600 });
    }
    if (url.pathname === '/oauth2/v3/userinfo') {
      const person = this.#grants.get((request.headers.authorization ?? '').replace(/^Bearer /, '') || (url.searchParams.get('access_token') ?? ''));
      if (!person) return json(401, { error: 'invalid_token' });
      return json(200, { sub: person.sub, email: person.email, email_verified: true, name: person.name });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [{ ...this.#keys.publicKey.export({ format: 'jwk' }), kid: this.#kid, alg: 'RS256', use: 'sig' }] });
    json(404, { error: 'not found' });
  }
}
