import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import type { Role } from '@speakwell/contracts';
import { preparedQuery } from '../database/prepared-query.js';
import { User } from './user.entity.js';
import { UserError, UserErrorCode } from './users.errors.js';

export interface NewUser {
  name: string;
  email: string;
  passwordHash?: string | null;
  googleSub?: string | null;
  role: Role;
}

/** What each authenticated request checks, and the version of the user's data (users.data_version, see common/owner-cache). */
export type RequestAccess = Pick<User, 'id' | 'email' | 'role' | 'isActive' | 'tokenVersion'> & {
  /** A bigint, as text. */
  dataVersion: string;
};

const REQUEST_ACCESS_SQL = `SELECT id, email, role, is_active AS "isActive", token_version AS "tokenVersion", data_version::text AS "dataVersion" FROM users WHERE id = $1`;

const UNIQUE_VIOLATION = '23505';

/** What a user makes, parents only: their drills, meeting answers and script runs go with them (ON DELETE CASCADE). */
const TAKEN_OVER_CONTENT = ['sessions', 'scripts', 'dictionary_entries'] as const;

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError: unknown = error.driverError;
  return (
    typeof driverError === 'object' &&
    driverError !== null &&
    'code' in driverError &&
    driverError.code === UNIQUE_VIOLATION &&
    'constraint' in driverError &&
    driverError.constraint === constraint
  );
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Throws UserError(EmailTaken) when the email is already registered, even under a race. */
  async create(user: NewUser): Promise<User> {
    try {
      return await this.users.save(this.users.create({ ...user, passwordHash: user.passwordHash ?? null, googleSub: user.googleSub ?? null }));
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw new UserError(UserErrorCode.EmailTaken);
      throw error;
    }
  }

  /** What every authenticated request checks, and the data version: one prepared primary-key read. */
  async requestAccess(id: string): Promise<RequestAccess | null> {
    const [row] = await preparedQuery<RequestAccess>(this.users.manager.connection, 'request-access', REQUEST_ACCESS_SQL, [id]);
    return row ?? null;
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /** The one place the password hash is read. */
  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('user').addSelect('user.passwordHash').where('user.email = :email', { email }).getOne();
  }

  findByGoogleSub(googleSub: string): Promise<User | null> {
    return this.users.findOneBy({ googleSub });
  }

  async setRole(user: User, role: Role): Promise<void> {
    await this.users.update({ id: user.id }, { role });
    user.role = role;
  }

  /**
   * A verified Google owner takes over an account registered with a password for the same
   * email (registration never proves the email): the password is removed and every token
   * issued under it stops working, so whoever set it is locked out; the name becomes the Google
   * profile's, and what was made in the account before (sessions with their drills and meeting
   * answers, scripts with their runs, dictionary words) is deleted, since whoever registered
   * first may have planted it (README, "Google sign-in and existing accounts"). One transaction.
   */
  async takeOverWithGoogle(user: User, identity: { sub: string; name: string }): Promise<void> {
    const name = identity.name || user.email;
    await this.users.manager.transaction(async (manager) => {
      for (const table of TAKEN_OVER_CONTENT) await manager.query(`DELETE FROM ${table} WHERE user_id = $1`, [user.id]);
      await manager.getRepository(User).update({ id: user.id }, { googleSub: identity.sub, name, passwordHash: null, tokenVersion: () => 'token_version + 1' });
    });
    const fresh = await this.users.findOneByOrFail({ id: user.id });
    Object.assign(user, { googleSub: identity.sub, name, tokenVersion: fresh.tokenVersion });
  }

  /** Ends every token of the account issued so far. */
  async revokeTokens(userId: string): Promise<void> {
    await this.users.update({ id: userId }, { tokenVersion: () => 'token_version + 1' });
  }
}
