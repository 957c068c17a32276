import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The script library and the shadowing runs practised on each script. */
export class Scripts1795308800000 implements MigrationInterface {
  name = 'Scripts1795308800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE scripts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        tags text[] NOT NULL DEFAULT '{}',
        content text NOT NULL DEFAULT '',
        settings jsonb NOT NULL DEFAULT '{"isVoiceControl": true}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The library: one user's scripts, most recently updated first.
    await queryRunner.query(`CREATE INDEX scripts_user_updated_idx ON scripts (user_id, updated_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE script_practice_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        script_id uuid NOT NULL REFERENCES scripts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        match_accuracy real NOT NULL,
        rating real NOT NULL,
        words_matched int,
        total_script_words int,
        words_missed int,
        words_added int,
        spoken_word_count int NOT NULL,
        suggestions text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A script's Performance History, newest first.
    await queryRunner.query(`CREATE INDEX script_practice_runs_script_created_idx ON script_practice_runs (script_id, created_at DESC)`);
    // The dashboard: one user's runs over a period.
    await queryRunner.query(`CREATE INDEX script_practice_runs_user_created_idx ON script_practice_runs (user_id, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE script_practice_runs`);
    await queryRunner.query(`DROP TABLE scripts`);
  }
}
