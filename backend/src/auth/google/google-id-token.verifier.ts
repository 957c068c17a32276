import { Injectable, Logger } from '@nestjs/common';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { AppConfig } from '../../config/app-config.js';
import { AuthError, AuthErrorCode } from '../auth.errors.js';
import type { GoogleIdentity } from '../auth.service.js';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

interface GoogleIdTokenClaims extends JWTPayload {
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
}

/** Checks a Google ID token (One Tap / Sign in with Google credential) against Google's key set. */
@Injectable()
export class GoogleIdTokenVerifier {
  private readonly logger = new Logger(GoogleIdTokenVerifier.name);
  // Fetched on first use and cached (with refresh on an unknown key id) by jose.
  private readonly keySet: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly config: AppConfig) {
    this.keySet = createRemoteJWKSet(new URL(config.google.jwksUrl), { timeoutDuration: 5000 });
  }

  get isConfigured(): boolean {
    return Boolean(this.config.google.clientId);
  }

  /** `maxAgeSeconds`: the sign-in must have happened (`iat`) at most that long ago (a proof for a change, not a sign-in). */
  async verify(idToken: string, { maxAgeSeconds }: { maxAgeSeconds?: number } = {}): Promise<GoogleIdentity> {
    const audience = this.config.google.clientId;
    if (!audience) throw new AuthError(AuthErrorCode.GoogleNotConfigured);
    let claims: GoogleIdTokenClaims;
    try {
      ({ payload: claims } = await jwtVerify<GoogleIdTokenClaims>(idToken, this.keySet, {
        issuer: GOOGLE_ISSUERS,
        audience,
        algorithms: ['RS256'],
        requiredClaims: maxAgeSeconds === undefined ? ['sub', 'exp'] : ['sub', 'exp', 'iat'],
        ...(maxAgeSeconds !== undefined && { maxTokenAge: maxAgeSeconds }),
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired && error.claim === 'iat' && maxAgeSeconds !== undefined) throw new AuthError(AuthErrorCode.GoogleProofStale);
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        this.logger.error(`Google key set unreachable: ${String(error)}`);
        throw new AuthError(AuthErrorCode.GoogleUnavailable);
      }
      throw new AuthError(AuthErrorCode.GoogleInvalidToken);
    }
    if (typeof claims.sub !== 'string' || typeof claims.email !== 'string') throw new AuthError(AuthErrorCode.GoogleInvalidToken);
    if (claims.email_verified !== true && claims.email_verified !== 'true') throw new AuthError(AuthErrorCode.GoogleEmailUnverified);
    return { sub: claims.sub, email: claims.email, name: typeof claims.name === 'string' ? claims.name : '' };
  }
}
