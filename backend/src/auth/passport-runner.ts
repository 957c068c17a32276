import type { FastifyRequest } from 'fastify';
import type passport from 'passport';

type Authenticator = InstanceType<typeof passport.Passport>;

export type PassportOutcome<User> =
  | { kind: 'user'; user: User }
  | { kind: 'failed'; info: unknown }
  /** The strategy sent the browser elsewhere (e.g. to Google's consent screen). */
  | { kind: 'redirect'; url: string; status: number };

type Middleware = (request: unknown, response: unknown, next: (error?: unknown) => void) => void;

/**
 * Runs one Passport strategy against a Fastify request and reports what it decided. Passport
 * writes redirects onto a Node ServerResponse (`statusCode`, `setHeader`, `end`), which a
 * Fastify reply is not, so it gets this stand-in and the caller sends the redirect itself.
 * Each app owns its Authenticator instance: two apps in one process (tests) never share
 * strategies bound to the other's database.
 */
export function runPassport<User>(
  passport: Authenticator,
  strategy: string,
  request: FastifyRequest,
  options: Record<string, unknown> = {},
): Promise<PassportOutcome<User>> {
  return new Promise((resolve, reject) => {
    const headers = new Map<string, string>();
    const response = {
      statusCode: 200,
      setHeader(name: string, value: string | number) {
        headers.set(name.toLowerCase(), String(value));
      },
      end() {
        resolve({ kind: 'redirect', url: headers.get('location') ?? '/', status: response.statusCode });
      },
    };
    const middleware = passport.authenticate(strategy, { ...options, session: false }, (error: unknown, user: User | false | null, info: unknown) => {
      if (error) reject(error);
      else if (user) resolve({ kind: 'user', user });
      else resolve({ kind: 'failed', info });
    }) as Middleware;
    middleware(request, response, (error) => (error ? reject(error) : resolve({ kind: 'failed', info: undefined })));
  });
}
