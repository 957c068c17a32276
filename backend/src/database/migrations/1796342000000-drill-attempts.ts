import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every answer to a question is kept: answering a question again stores a new drill row whose
 * attempt_of names the question's first drill. Expand-only: a nullable column without a default
 * (no table rewrite, no constraint to validate), which an older replica simply does not read.
 */
export class DrillAttempts1796342000000 implements MigrationInterface {
  name = 'DrillAttempts1796342000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE drills ADD COLUMN IF NOT EXISTS attempt_of uuid`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE drills DROP COLUMN IF EXISTS attempt_of`);
  }
}
