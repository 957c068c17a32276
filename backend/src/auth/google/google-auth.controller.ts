import { Controller, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiTags } from '@nestjs/swagger';
import { googleSignInRefusalText, GoogleCodeExchangeRequest, GoogleLoginRequest, LoginResponse } from '@speakwell/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../common/errors/domain-error.js';
import { ZodBody } from '../../common/zod-endpoint.js';
import { AuthError, AuthErrorCode } from '../auth.errors.js';
import { AuthService } from '../auth.service.js';
import { Public } from '../public.decorator.js';
import { browserState, clearStateCookie, stateCookie } from './google-oauth-state.js';
import { GoogleIdTokenVerifier } from './google-id-token.verifier.js';
import { GoogleRedirectFlow } from './google-redirect.flow.js';
import { GoogleSignInCodes } from './google-sign-in-codes.js';
import { Route } from '../../common/api-route.js';

/** Where the shell picks up the outcome of the redirect flow (from the URL fragment). */
function loginPageWith(fields: Record<string, string>): string {
  return `/login#${new URLSearchParams(fields).toString()}`;
}

/** The refusal's code (the login page shows its text): one of the redirect's refusals, else the generic one. */
function refusal(code: string): Record<string, string> {
  return { error: googleSignInRefusalText(code) === undefined ? 'GOOGLE_SIGN_IN_FAILED' : code };
}

@ApiTags('auth')
@Public()
@Controller('auth/google')
export class GoogleAuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly idTokens: GoogleIdTokenVerifier,
    private readonly redirectFlow: GoogleRedirectFlow,
    private readonly codes: GoogleSignInCodes,
  ) {}

  /** One Tap / Sign in with Google: the browser sends Google's ID token (the credential). */
  @Route('POST', '', {
    summary: 'Sign in with a Google ID token (One Tap)',
    response: LoginResponse,
    errors: [
      AuthErrorCode.GoogleNotConfigured,
      AuthErrorCode.GoogleInvalidToken,
      AuthErrorCode.GoogleEmailUnverified,
      AuthErrorCode.AccountDisabled,
      AuthErrorCode.GoogleAccountMismatch,
      AuthErrorCode.GoogleUnavailable,
    ],
  })
  async signIn(@ZodBody(GoogleLoginRequest) body: GoogleLoginRequest): Promise<LoginResponse> {
    return this.auth.signInWithGoogle(await this.idTokens.verify(body.token));
  }

  @Route('GET', 'redirect', { summary: 'Start the Google sign-in redirect' })
  @ApiFoundResponse({ description: 'Redirects the browser (to Google, or back to the login page with the outcome)' })
  async redirect(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const step = await this.redirectFlow.start(request);
    if (step.kind !== 'redirect') return void reply.redirect(loginPageWith(refusal(step.kind === 'failed' ? step.code : 'GOOGLE_SIGN_IN_FAILED')), 302);
    if (step.state) void reply.header('set-cookie', stateCookie(step.state, request.protocol === 'https'));
    return void reply.redirect(step.url, 302);
  }

  /**
   * Google sends the browser back here. The session is not put in the URL (a link with someone
   * else's session would sign a victim into it): /login gets a one-time code that only this
   * browser, holding the state cookie it started with, can exchange (POST exchange). The cookie
   * stays for that exchange and is cleared on every other outcome.
   */
  @Route('GET', 'callback', { summary: 'Finish the Google sign-in redirect' })
  @ApiFoundResponse({ description: 'Redirects the browser (to Google, or back to the login page with the outcome)' })
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const step = await this.redirectFlow.finish(request);
    const browser = browserState(request);
    if (step.kind !== 'identity' || !browser) void reply.header('set-cookie', clearStateCookie());
    if (step.kind === 'redirect') return void reply.redirect(step.url, 302);
    if (step.kind === 'failed' || !browser)
      return void reply.redirect(loginPageWith(refusal(step.kind === 'failed' ? step.code : 'GOOGLE_SIGN_IN_FAILED')), 302);
    try {
      const user = await this.auth.googleAccount(step.identity);
      return void reply.redirect(loginPageWith({ code: await this.codes.issue(user.id, browser) }), 302);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      void reply.header('set-cookie', clearStateCookie());
      return void reply.redirect(loginPageWith(refusal(error.code)), 302);
    }
  }

  /** The login page trades the redirect flow's one-time code for the session. */
  @Route('POST', 'exchange', {
    summary: "Exchange the redirect flow's one-time code for a session",
    response: LoginResponse,
    errors: [AuthErrorCode.GoogleNotConfigured, AuthErrorCode.GoogleCodeInvalid],
  })
  async exchange(
    @ZodBody(GoogleCodeExchangeRequest) body: GoogleCodeExchangeRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    if (!this.redirectFlow.isConfigured) throw new AuthError(AuthErrorCode.GoogleNotConfigured);
    const userId = await this.codes.redeem(body.code, browserState(request));
    if (!userId) throw new AuthError(AuthErrorCode.GoogleCodeInvalid);
    void reply.header('set-cookie', clearStateCookie());
    return this.auth.signInById(userId);
  }
}
