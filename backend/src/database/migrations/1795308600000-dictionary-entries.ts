import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The personal dictionary: one row per saved word. */
export class DictionaryEntries1795308600000 implements MigrationInterface {
  name = 'DictionaryEntries1795308600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE dictionary_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        word text NOT NULL,
        part_of_speech text NOT NULL,
        definition text NOT NULL,
        example_sentence text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A word is saved once per user whatever its case; also serves the duplicate check.
    await queryRunner.query(`CREATE UNIQUE INDEX dictionary_entries_user_word_idx ON dictionary_entries (user_id, lower(word))`);
    // The dictionary screen: one user's entries, newest first.
    await queryRunner.query(`CREATE INDEX dictionary_entries_user_created_idx ON dictionary_entries (user_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE dictionary_entries`);
  }
}
