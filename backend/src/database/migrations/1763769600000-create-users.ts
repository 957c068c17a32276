import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts: password and/or Google sign-in, role, active flag, subscription. */
export class CreateUsers1763769600000 implements MigrationInterface {
  name = 'CreateUsers1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        password_hash text,
        google_sub text,
        role text NOT NULL DEFAULT 'user',
        is_active boolean NOT NULL DEFAULT true,
        subscription_type text NOT NULL DEFAULT 'free',
        subscription_valid_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_key UNIQUE (email),
        CONSTRAINT users_google_sub_key UNIQUE (google_sub),
        CONSTRAINT users_email_lower_case CHECK (email = lower(email)),
        CONSTRAINT users_role_known CHECK (role IN ('user', 'admin'))
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE users');
  }
}
