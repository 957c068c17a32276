import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time codes of the Google redirect flow: the callback hands the browser a code, not a
 * token, and only the browser holding the state cookie of that sign-in can exchange it (login
 * CSRF). Stored hashed, shared by every replica, gone after one exchange or a minute.
 */
export class GoogleSignInCodes1796300000000 implements MigrationInterface {
  name = 'GoogleSignInCodes1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE google_sign_in_codes (
        code_hash text PRIMARY KEY,
        browser_hash text NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX google_sign_in_codes_user_idx ON google_sign_in_codes (user_id)`);
    await queryRunner.query(`CREATE INDEX google_sign_in_codes_expires_idx ON google_sign_in_codes (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE google_sign_in_codes`);
  }
}
