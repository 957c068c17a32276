import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's totals summed octet_length(answer), which made PostgreSQL read every wide
 * drill row (answers, feedback, example answers): ~40 ms CPU per call with 10,000 drills.
 * A stored answer_bytes column, carried in the (user_id, answered_at) index with the other
 * columns the dashboard reads, lets every dashboard statement be an index-only scan.
 */
export class DrillAnswerBytes1795309200000 implements MigrationInterface {
  name = 'DrillAnswerBytes1795309200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE drills ADD COLUMN answer_bytes int GENERATED ALWAYS AS (octet_length(answer)) STORED`);
    await queryRunner.query(`DROP INDEX drills_user_answered_idx`);
    await queryRunner.query(
      `CREATE INDEX drills_user_answered_idx ON drills (user_id, answered_at) INCLUDE (rating, framework, session_id, answer_bytes)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX drills_user_answered_idx`);
    await queryRunner.query(`CREATE INDEX drills_user_answered_idx ON drills (user_id, answered_at) INCLUDE (rating, framework, session_id)`);
    await queryRunner.query(`ALTER TABLE drills DROP COLUMN answer_bytes`);
  }
}
