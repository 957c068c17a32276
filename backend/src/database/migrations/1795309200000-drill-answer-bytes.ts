import type { MigrationInterface, QueryRunner } from 'typeorm';
import { replaceIndexConcurrently } from './replace-index.js';

/**
 * The dashboard's totals summed octet_length(answer), which made PostgreSQL read every wide
 * drill row (answers, feedback, example answers): ~40 ms CPU per call with 10,000 drills.
 * A stored answer_bytes column, carried in the (user_id, answered_at) index with the other
 * columns the dashboard reads, lets every dashboard statement be an index-only scan.
 */
export class DrillAnswerBytes1795309200000 implements MigrationInterface {
  name = 'DrillAnswerBytes1795309200000';
  /** The index on the large drills table is rebuilt CONCURRENTLY, outside a transaction. */
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    // A stored generated column rewrites the table once whatever we do; IF NOT EXISTS makes a re-run after a failure safe.
    await queryRunner.query(`ALTER TABLE drills ADD COLUMN IF NOT EXISTS answer_bytes int GENERATED ALWAYS AS (octet_length(answer)) STORED`);
    await replaceIndexConcurrently(
      queryRunner,
      'drills_user_answered_idx',
      'ON drills (user_id, answered_at) INCLUDE (rating, framework, session_id, answer_bytes)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await replaceIndexConcurrently(queryRunner, 'drills_user_answered_idx', 'ON drills (user_id, answered_at) INCLUDE (rating, framework, session_id)');
    await queryRunner.query(`ALTER TABLE drills DROP COLUMN IF EXISTS answer_bytes`);
  }
}
