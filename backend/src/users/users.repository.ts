import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FindOptionsSelect, Repository } from 'typeorm';
import type { Role } from '@speakwell/contracts';
import { SqlStatements } from '../database/sql-statements.js';
import { isUniqueViolation } from '../database/unique-violation.js';
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

/** How an account proves it is its owner again (profile password change, account deletion). */
export type SignInProof = Pick<User, 'id' | 'name' | 'email' | 'role' | 'passwordHash' | 'googleSub'>;

/** One prepared primary-key read per authenticated request. */
const REQUEST_ACCESS = {
  name: 'request-access',
  text: `SELECT id, email, role, is_active AS "isActive", token_version AS "tokenVersion", data_version::text AS "dataVersion" FROM users WHERE id = $1`,
};

/** Every column of an account, the password hash included (it is left out of every other read). */
const WITH_PASSWORD: FindOptionsSelect<User> = {
  id: true,
  name: true,
  email: true,
  passwordHash: true,
  googleSub: true,
  role: true,
  isActive: true,
  tokenVersion: true,
  subscriptionType: true,
  subscriptionValidUntil: true,
  createdAt: true,
  updatedAt: true,
};

/** What a user makes, parents only: their drills, meeting answers and script runs go with them (ON DELETE CASCADE). */
const TAKEN_OVER_CONTENT = ['sessions', 'scripts', 'dictionary_entries'] as const;

/** The accounts (table users): the only place that reads or writes them. */
@Injectable()
export class UsersRepository {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sql: SqlStatements,
  ) {}

  /** Throws UserError(EmailTaken) when the email is already registered, even under a race. */
  async create(user: NewUser): Promise<User> {
    try {
      return await this.users.save(this.users.create({ ...user, passwordHash: user.passwordHash ?? null, googleSub: user.googleSub ?? null }));
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw new UserError(UserErrorCode.EmailTaken);
      throw error;
    }
  }

  /** What every authenticated request checks, and the data version. */
  requestAccess(id: string): Promise<RequestAccess | null> {
    return this.sql.row<RequestAccess>(REQUEST_ACCESS, [id]);
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /** The one place the password hash is read for a sign-in. */
  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.users.findOne({ where: { email }, select: WITH_PASSWORD });
  }

  findByGoogleSub(googleSub: string): Promise<User | null> {
    return this.users.findOneBy({ googleSub });
  }

  /** The account's name, email and how it signs in; the guard has just loaded it, so it exists. */
  signInProof(id: string): Promise<SignInProof> {
    return this.users.findOneOrFail({ where: { id }, select: { id: true, name: true, email: true, role: true, passwordHash: true, googleSub: true } });
  }

  async setRole(user: User, role: Role): Promise<void> {
    await this.users.update({ id: user.id }, { role });
    user.role = role;
  }

  async rename(id: string, name: string): Promise<void> {
    await this.users.update({ id }, { name });
  }

  /** A new name and password; every token issued before ends. The new token version. */
  async changePassword(id: string, name: string, passwordHash: string): Promise<number> {
    await this.users.update({ id }, { name, passwordHash, tokenVersion: () => 'token_version + 1' });
    return (await this.users.findOneOrFail({ where: { id }, select: { id: true, tokenVersion: true } })).tokenVersion;
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
      for (const table of TAKEN_OVER_CONTENT) await this.sql.rows({ text: `DELETE FROM ${table} WHERE user_id = $1` }, [user.id], manager);
      await manager.getRepository(User).update({ id: user.id }, { googleSub: identity.sub, name, passwordHash: null, tokenVersion: () => 'token_version + 1' });
    });
    const fresh = await this.users.findOneByOrFail({ id: user.id });
    Object.assign(user, { googleSub: identity.sub, name, tokenVersion: fresh.tokenVersion });
  }
}
