import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Profile, UpdateProfileRequest } from '@speakwell/contracts';
import type { Repository } from 'typeorm';
import { PasswordHasher } from '../auth/password-hasher.js';
import { User } from './user.entity.js';

/** The caller's own account: name and password. The email is fixed once registered. */
@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordHasher,
  ) {}

  /** The guard has just loaded this active user, so the row exists. */
  async get(userId: string): Promise<Profile> {
    const user = await this.users.findOneOrFail({ where: { id: userId }, select: { name: true, email: true } });
    return { name: user.name, email: user.email };
  }

  /** Only `name` and, when given, `password`: whatever else the body held was already dropped. */
  async update(userId: string, changes: UpdateProfileRequest): Promise<void> {
    const passwordHash = changes.password === undefined ? undefined : await this.passwords.hash(changes.password);
    await this.users.update({ id: userId }, passwordHash === undefined ? { name: changes.name } : { name: changes.name, passwordHash });
  }
}
