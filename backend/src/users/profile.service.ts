import { Injectable } from '@nestjs/common';
import type { Profile, UpdateProfileRequest, UpdateProfileResponse } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { Reauthentication } from '../auth/reauthentication.js';
import { TokenService } from '../auth/token.service.js';
import { ProfileError, ProfileErrorCode } from './profile.errors.js';
import { UsersRepository } from './users.repository.js';

const UPDATED = 'Profile updated successfully!';

/** The caller's own account: name and password. The email is fixed once registered. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly reauthentication: Reauthentication,
  ) {}

  /** The guard has just loaded this active user, so the row exists. */
  async get(userId: string): Promise<Profile> {
    const user = await this.users.signInProof(userId);
    return { name: user.name, email: user.email, sign_in: { password: Boolean(user.passwordHash), google: Boolean(user.googleSub) } };
  }

  /**
   * Only `name` and, when given, `password`: whatever else the body held was already dropped.
   * A new password needs the current one, or on an account without one a fresh Google sign-in
   * of its Google account (a stolen token alone cannot take the account; both checks throttled
   * as logins are), and ends every other session: the token version rises and this session
   * gets a new token.
   */
  async update(user: AuthUser, clientAddress: string, changes: UpdateProfileRequest): Promise<UpdateProfileResponse> {
    const userId = user.id;
    if (changes.password === undefined) {
      await this.users.rename(userId, changes.name);
      return { message: UPDATED };
    }
    const account = await this.users.signInProof(userId);
    const claimant = { email: user.email, clientAddress };
    if (account.passwordHash) {
      if (!changes.current_password) throw new ProfileError(ProfileErrorCode.CurrentPasswordRequired);
      if (!(await this.reauthentication.passwordMatches(claimant, account.passwordHash, changes.current_password)))
        throw new ProfileError(ProfileErrorCode.CurrentPasswordWrong);
    } else {
      if (!changes.google_token) throw new ProfileError(ProfileErrorCode.GoogleProofRequired);
      if (!(await this.reauthentication.googleProves(claimant, account.googleSub, changes.google_token)))
        throw new ProfileError(ProfileErrorCode.GoogleAccountMismatch);
    }
    const passwordHash = await this.passwords.hash(changes.password);
    const tokenVersion = await this.users.changePassword(userId, changes.name, passwordHash);
    const { token } = await this.tokens.signIn({ id: userId, role: account.role, tokenVersion });
    return { message: UPDATED, token };
  }
}
