import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A migration that adds one nullable column without a default: PostgreSQL adds it without
 * rewriting the table, and a replica still on the previous version simply does not read it.
 * `down` drops it again; both may run twice.
 */
export abstract class AddNullableColumn implements MigrationInterface {
  abstract readonly name: string;
  protected abstract readonly table: string;
  protected abstract readonly column: string;
  /** The column's SQL type. */
  protected abstract readonly type: string;

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${this.table} ADD COLUMN IF NOT EXISTS ${this.column} ${this.type}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE ${this.table} DROP COLUMN IF EXISTS ${this.column}`);
  }
}
