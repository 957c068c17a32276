import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Delivery metrics of a shadowing run (pace, fillers, hedges, pauses, length), null when not measured. */
export class ScriptRunDelivery1796100000000 implements MigrationInterface {
  name = 'ScriptRunDelivery1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A nullable column without a default: no table rewrite.
    await queryRunner.query(`ALTER TABLE script_practice_runs ADD COLUMN IF NOT EXISTS delivery jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE script_practice_runs DROP COLUMN IF EXISTS delivery`);
  }
}
