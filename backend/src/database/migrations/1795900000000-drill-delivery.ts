import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Delivery metrics of a spoken answer (pace, fillers, hedges, pauses, length), null when not measured. */
export class DrillDelivery1795900000000 implements MigrationInterface {
  name = 'DrillDelivery1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Adding a nullable column without a default does not rewrite the table.
    await queryRunner.query(`ALTER TABLE drills ADD COLUMN IF NOT EXISTS delivery jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE drills DROP COLUMN IF EXISTS delivery`);
  }
}
