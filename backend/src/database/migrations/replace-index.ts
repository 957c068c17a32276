import type { QueryRunner } from 'typeorm';

/**
 * Swaps `name` for a new definition without locking writes to the table: builds the new index
 * CONCURRENTLY under a temporary name, drops the old one CONCURRENTLY, renames. Only from a
 * migration with `transaction = false` (CONCURRENTLY cannot run in a transaction). Safe to
 * re-run after a failure part-way: a half-built temporary index is dropped first.
 */
export async function replaceIndexConcurrently(queryRunner: QueryRunner, name: string, definition: string): Promise<void> {
  const temporary = `${name}_new`;
  await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${temporary}`);
  await queryRunner.query(`CREATE INDEX CONCURRENTLY ${temporary} ${definition}`);
  await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
  await queryRunner.query(`ALTER INDEX ${temporary} RENAME TO ${name}`);
}
