import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Spaced review of saved words: each entry keeps its FSRS card (ts-fsrs's fields as JSON; null
 * until first reviewed) and when it is next due. A new word is due at once.
 */
export class DictionaryReview1795800000000 implements MigrationInterface {
  name = 'DictionaryReview1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE dictionary_entries ADD COLUMN review_card jsonb, ADD COLUMN review_due_at timestamptz NOT NULL DEFAULT now()`);
    // The review screen and its due count: one user's entries due by now, soonest first.
    await queryRunner.query(`CREATE INDEX dictionary_entries_user_due_idx ON dictionary_entries (user_id, review_due_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX dictionary_entries_user_due_idx`);
    await queryRunner.query(`ALTER TABLE dictionary_entries DROP COLUMN review_card, DROP COLUMN review_due_at`);
  }
}
