import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every sign-in token carries the account's token version; the auth guard refuses a token
 * whose version is not the current one. Changing the password, disabling the account or a
 * Google owner taking over an unverified password account raises it, which ends every token
 * issued before.
 */
export class UserTokenVersion1795500000000 implements MigrationInterface {
  name = 'UserTokenVersion1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN token_version`);
  }
}
