import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Profile, UpdateProfileRequest, UpdateProfileResponse } from '@speakwell/contracts';
import type { Repository } from 'typeorm';
import { PasswordHasher } from '../auth/password-hasher.js';
import { TokenService } from '../auth/token.service.js';
import { ProfileError, ProfileErrorCode } from './profile.errors.js';
import { User } from './user.entity.js';

const UPDATED = 'Profile updated successfully!';

/** The caller's own account: name and password. The email is fixed once registered. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenService,
  ) {}

  /** The guard has just loaded this active user, so the row exists. */
  async get(userId: string): Promise<Profile> {
    const user = await this.users.findOneOrFail({ where: { id: userId }, select: { name: true, email: true, passwordHash: true, googleSub: true } });
    return { name: user.name, email: user.email, sign_in: { password: Boolean(user.passwordHash), google: Boolean(user.googleSub) } };
  }

  /**
   * Only `name` and, when given, `password`: whatever else the body held was already dropped.
   * A new password needs the current one (a stolen token alone cannot take the account) and
   * ends every other session: the token version rises and this session gets a new token.
   */
  async update(userId: string, changes: UpdateProfileRequest): Promise<UpdateProfileResponse> {
    if (changes.password === undefined) {
      await this.users.update({ id: userId }, { name: changes.name });
      return { message: UPDATED };
    }
    const account = await this.users.findOneOrFail({ where: { id: userId }, select: { id: true, role: true, passwordHash: true } });
    if (account.passwordHash) {
      if (!changes.current_password) throw new ProfileError(ProfileErrorCode.CurrentPasswordRequired);
      if (!(await this.passwords.verify(account.passwordHash, changes.current_password))) throw new ProfileError(ProfileErrorCode.CurrentPasswordWrong);
    }
    const passwordHash = await this.passwords.hash(changes.password);
    await this.users.update({ id: userId }, { name: changes.name, passwordHash, tokenVersion: () => 'token_version + 1' });
    const { tokenVersion } = await this.users.findOneOrFail({ where: { id: userId }, select: { id: true, tokenVersion: true } });
    const { token } = await this.tokens.signIn({ id: userId, role: account.role, tokenVersion });
    return { message: UPDATED, token };
  }
}
