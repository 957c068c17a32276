import { Controller, Get, Module } from '@nestjs/common';
import { FakeGoogle, type IdTokenClaims } from '@speakwell/test-support/fake-google';
import type { AuthUser } from '../../src/auth/auth-user.js';
import { CurrentUser } from '../../src/auth/current-user.decorator.js';
import { setupTestApp } from './test-setup.js';

/** Who a bearer token signs in, as the guards see it: GET /api/test-only/me. */
@Controller('test-only')
class WhoAmIController {
  @Get('me')
  me(@CurrentUser() user: AuthUser): AuthUser {
    return user;
  }
}
@Module({ controllers: [WhoAmIController] })
class WhoAmIModule {}

export const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';

/**
 * An API test file's app with Google sign-in against the fake Google (its keys, its redirect
 * flow), boss@gmail.com in ADMIN_EMAILS, and GET /api/test-only/me. `idToken` signs Gina's
 * account unless the claims name another; `signIn` posts one to /api/auth/google and checks the status.
 */
export function setupGoogleApp() {
  const google = new FakeGoogle(GOOGLE_CLIENT_ID);
  beforeAll(() => google.start());
  const { t } = setupTestApp({
    config: () => ({
      google: { clientId: GOOGLE_CLIENT_ID, clientSecret: 'test-secret', jwksUrl: google.jwksUrl, oauthEndpoints: google.oauthEndpoints },
      adminEmails: ['boss@gmail.com'],
    }),
    options: { extraModules: [WhoAmIModule] },
  });
  afterAll(() => google.stop());

  const idToken = (claims: Partial<IdTokenClaims> = {}, options: { forged?: boolean } = {}) =>
    google.idToken({ sub: '1000001', email: 'gina@gmail.com', name: 'Gina Google', ...claims }, options);
  const signIn = (claims: Partial<IdTokenClaims>, expected: number, options: { forged?: boolean } = {}) =>
    t.http
      .post('/api/auth/google')
      .send({ token: idToken(claims, options) })
      .expect(expected);
  return { t, google, idToken, signIn };
}
