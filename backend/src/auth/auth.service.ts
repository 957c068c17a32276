import { Injectable } from '@nestjs/common';
import type { LoginRequest, LoginResponse, RegisterRequest, RegisterResponse } from '@speakwell/contracts';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import { AppConfig } from '../config/app-config.js';
import type { User } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import { AuthError, AuthErrorCode } from './auth.errors.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './password-hasher.js';
import { TokenService } from './token.service.js';

/** A person Google vouches for (from a verified ID token or the redirect flow). */
export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly config: AppConfig,
    private readonly rateLimits: RateLimitService,
    private readonly loginThrottle: LoginThrottle,
  ) {}

  /** `clientAddress` and the email each get RATE_LIMIT_AUTH_POINTS attempts per window. */
  async register({ name, email, password }: RegisterRequest, clientAddress: string): Promise<RegisterResponse> {
    await this.rateLimits.consumeAll([`register:ip:${clientAddress}`, `register:email:${email}`], 'auth');
    const passwordHash = await this.hasher.hash(password);
    // Never admin: registration proves nothing about the email (README, "Admins").
    const user = await this.users.create({ name, email, passwordHash, role: 'user' });
    return { message: 'Registration successful', userId: user.id };
  }

  /** Throttled by LoginThrottle: failures per (address, email) and per address, a growing delay per email. */
  async login({ email, password }: LoginRequest, clientAddress: string): Promise<LoginResponse> {
    const attempt = await this.loginThrottle.begin(clientAddress, email);
    const user = await this.users.findByEmailWithPassword(email);
    const passwordRight = await this.hasher.verify(user?.passwordHash, password);
    // The same answer to a right and a wrong password, and a right one clears no failures: a
    // disabled account must not tell a guesser that the password is right.
    if (user && !user.isActive) throw new AuthError(AuthErrorCode.AccountDisabled);
    if (!passwordRight || !user) throw new AuthError(AuthErrorCode.InvalidCredentials);
    await attempt.succeeded();
    return this.signIn(user);
  }

  /**
   * First sign-in creates the account. An account registered with a password for the same
   * email is taken over by the Google owner, who proved the email: its password is removed and
   * its tokens end (README, "Google sign-in and existing accounts").
   */
  async signInWithGoogle(identity: GoogleIdentity): Promise<LoginResponse> {
    return this.tokens.signIn(await this.googleAccount(identity));
  }

  /** The account a Google sign-in lands in, checked as a sign-in is (signInWithGoogle without the token). */
  async googleAccount(identity: GoogleIdentity): Promise<User> {
    const email = identity.email.trim().toLowerCase();
    let user = await this.users.findByGoogleSub(identity.sub);
    if (!user) {
      const sameEmail = await this.users.findByEmail(email);
      if (sameEmail?.googleSub) throw new AuthError(AuthErrorCode.GoogleAccountMismatch);
      if (sameEmail) await this.users.takeOverWithGoogle(sameEmail, identity);
      user = sameEmail ?? (await this.users.create({ name: identity.name || email, email, googleSub: identity.sub, role: 'user' }));
    }
    return this.checkSignIn(user, { emailProven: true });
  }

  /** The session of an account a finished Google redirect flow signed in (its one-time code). */
  async signInById(userId: string): Promise<LoginResponse> {
    const user = await this.users.findById(userId);
    if (!user) throw new AuthError(AuthErrorCode.GoogleCodeInvalid);
    return this.tokens.signIn(await this.checkSignIn(user, { emailProven: false }));
  }

  private async signIn(user: User): Promise<LoginResponse> {
    return this.tokens.signIn(await this.checkSignIn(user, { emailProven: false }));
  }

  /**
   * Refuses disabled accounts. ADMIN_EMAILS makes an account admin only when Google has just
   * proved the email (`emailProven`); a password sign-in proves nothing about it.
   */
  private async checkSignIn(user: User, { emailProven }: { emailProven: boolean }): Promise<User> {
    if (!user.isActive) throw new AuthError(AuthErrorCode.AccountDisabled);
    if (emailProven && user.role !== 'admin' && this.config.isAdminEmail(user.email)) await this.users.setRole(user, 'admin');
    return user;
  }
}
