import { Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import passport from 'passport';
import { type Profile, Strategy as GoogleStrategy, type VerifyCallback } from 'passport-google-oauth20';
import type { StateStore } from 'passport-oauth2';
import { DomainError } from '../../common/errors/domain-error.js';
import { AppConfig } from '../../config/app-config.js';
import { AuthError, AuthErrorCode } from '../auth.errors.js';
import type { GoogleIdentity } from '../auth.service.js';
import { runPassport } from '../passport-runner.js';
import { cookieStateStore, pendingState } from './google-oauth-state.js';

export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

export type RedirectStep =
  { kind: 'redirect'; url: string; state?: string } | { kind: 'identity'; identity: GoogleIdentity } | { kind: 'failed'; code: string };

/**
 * The redirect ("Sign in with Google" without One Tap) flow through passport-google-oauth20,
 * on when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are both set.
 */
@Injectable()
export class GoogleRedirectFlow {
  private readonly logger = new Logger(GoogleRedirectFlow.name);
  private readonly passport = new passport.Passport();
  readonly isConfigured: boolean;

  constructor(private readonly config: AppConfig) {
    const { clientId, clientSecret, oauthEndpoints } = config.google;
    this.isConfigured = Boolean(clientId && clientSecret);
    if (!clientId || !clientSecret) return;
    this.passport.use(
      'google',
      new GoogleStrategy(
        {
          clientID: clientId,
          clientSecret,
          // Replaced per request (see callbackUrl); the strategy insists on one.
          callbackURL: GOOGLE_CALLBACK_PATH,
          store: cookieStateStore as unknown as StateStore,
          ...(oauthEndpoints && {
            authorizationURL: oauthEndpoints.authorizationUrl,
            tokenURL: oauthEndpoints.tokenUrl,
            userProfileURL: oauthEndpoints.userInfoUrl,
          }),
        },
        (_accessToken: string, _refreshToken: string, profile: Profile, done: VerifyCallback) => {
          const email = profile.emails?.[0];
          if (!email?.value) return done(null, false, { message: 'Google did not share an email address' });
          if (!email.verified) return done(new AuthError(AuthErrorCode.GoogleEmailUnverified));
          const identity: GoogleIdentity = { sub: profile.id, email: email.value, name: profile.displayName ?? '' };
          done(null, identity as unknown as Express.User);
        },
      ),
    );
  }

  /** Step 1: where to send the browser (Google's consent screen), and the state to pin in a cookie. */
  async start(request: FastifyRequest): Promise<RedirectStep> {
    this.assertConfigured();
    const outcome = await runPassport<GoogleIdentity>(this.passport, 'google', request, {
      scope: ['openid', 'email', 'profile'],
      prompt: 'select_account',
      callbackURL: this.callbackUrl(request),
    });
    if (outcome.kind === 'redirect') return { kind: 'redirect', url: outcome.url, state: pendingState(request) };
    return { kind: 'failed', code: 'GOOGLE_SIGN_IN_NOT_STARTED' };
  }

  /** Step 2: Google sent the browser back with a code; exchange it for the person's identity. */
  async finish(request: FastifyRequest): Promise<RedirectStep> {
    this.assertConfigured();
    try {
      const outcome = await runPassport<GoogleIdentity>(this.passport, 'google', request, { callbackURL: this.callbackUrl(request) });
      if (outcome.kind === 'user') return { kind: 'identity', identity: outcome.user };
      if (outcome.kind === 'redirect') return { kind: 'redirect', url: outcome.url };
      return { kind: 'failed', code: AuthErrorCode.GoogleCodeInvalid };
    } catch (error) {
      if (error instanceof DomainError) return { kind: 'failed', code: error.code };
      this.logger.error(`Google sign-in failed: ${String(error)}`);
      return { kind: 'failed', code: 'GOOGLE_SIGN_IN_FAILED' };
    }
  }

  private assertConfigured(): void {
    if (!this.isConfigured) throw new AuthError(AuthErrorCode.GoogleNotConfigured);
  }

  private callbackUrl(request: FastifyRequest): string {
    return this.config.google.redirectUrl ?? `${request.protocol}://${request.host}${GOOGLE_CALLBACK_PATH}`;
  }
}
