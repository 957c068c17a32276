import { Injectable } from '@nestjs/common';
import { GoogleIdTokenVerifier } from './google/google-id-token.verifier.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './password-hasher.js';

/** How recent a Google sign-in must be to prove the person is at the keyboard now. */
export const GOOGLE_PROOF_MAX_AGE_SECONDS = 5 * 60;

/** Whose account is re-checked, and from where: the login throttle's keys. */
export interface Claimant {
  email: string;
  clientAddress: string;
}

/**
 * The checks a signed-in request makes before a change a stolen token alone must not make
 * (a new password, deleting the account): the password again, or a fresh Google sign-in of the
 * same Google account. Each is throttled exactly as a login is (LoginThrottle: per address and
 * account, per address, a growing delay per account), so a token cannot be used to guess.
 */
@Injectable()
export class Reauthentication {
  constructor(
    private readonly passwords: PasswordHasher,
    private readonly google: GoogleIdTokenVerifier,
    private readonly throttle: LoginThrottle,
  ) {}

  /** Whether `password` is the account's; a wrong one counts as a failed login. */
  async passwordMatches(claimant: Claimant, passwordHash: string, password: string): Promise<boolean> {
    const attempt = await this.throttle.begin(claimant.clientAddress, claimant.email);
    if (!(await this.passwords.verify(passwordHash, password))) return false;
    await attempt.succeeded();
    return true;
  }

  /**
   * Whether `idToken` is a Google sign-in of the account's Google identity (`googleSub`) made
   * within the last five minutes. An invalid or stale token throws (AuthError), another Google
   * account answers false; both count as a failed login.
   */
  async googleProves(claimant: Claimant, googleSub: string | null, idToken: string): Promise<boolean> {
    const attempt = await this.throttle.begin(claimant.clientAddress, claimant.email);
    const identity = await this.google.verify(idToken, { maxAgeSeconds: GOOGLE_PROOF_MAX_AGE_SECONDS });
    if (!googleSub || identity.sub !== googleSub) return false;
    await attempt.succeeded();
    return true;
  }
}
