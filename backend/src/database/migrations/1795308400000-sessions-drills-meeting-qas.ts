import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Drill and meeting sessions, their drills and their meeting Q&A pairs. */
export class SessionsDrillsMeetingQas1795308400000 implements MigrationInterface {
  name = 'SessionsDrillsMeetingQas1795308400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        session_type text NOT NULL CHECK (session_type IN ('Drill', 'Meeting')),
        topic text NOT NULL,
        context text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The history lists: one user's sessions of one type, newest first.
    await queryRunner.query(`CREATE INDEX sessions_user_type_created_idx ON sessions (user_id, session_type, created_at DESC)`);

    await queryRunner.query(`
      CREATE TABLE drills (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        question text NOT NULL,
        answer text,
        feedback text,
        rating numeric(2,1) CHECK (rating BETWEEN 1 AND 5),
        rating_explanation text,
        example_answer text,
        framework text,
        created_at timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz
      )`);
    // A session's drills in the order they were asked.
    await queryRunner.query(`CREATE INDEX drills_session_created_idx ON drills (session_id, created_at)`);
    // The dashboard: one user's answered drills over time.
    await queryRunner.query(`CREATE INDEX drills_user_answered_idx ON drills (user_id, answered_at)`);

    await queryRunner.query(`
      CREATE TABLE meeting_qas (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        question text NOT NULL,
        answer text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX meeting_qas_session_created_idx ON meeting_qas (session_id, created_at)`);
    // Deleting a user cascades through user_id; this keeps that delete from scanning the table.
    await queryRunner.query(`CREATE INDEX meeting_qas_user_idx ON meeting_qas (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE meeting_qas`);
    await queryRunner.query(`DROP TABLE drills`);
    await queryRunner.query(`DROP TABLE sessions`);
  }
}
