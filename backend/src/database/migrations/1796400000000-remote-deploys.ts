import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Remotes deployed from a team's own pipeline to any number of replicas, with nothing shared but
 * PostgreSQL: a published version's files (each distinct file stored once, by content hash),
 * versions hosted elsewhere (an external manifest URL), staged rollouts, who rolled back and why,
 * deploy tokens scoped to one remote, the audit of every step, and per-version load and error
 * counts for automatic rollback. Add-only: the tables and columns before it keep their meaning.
 */
export class RemoteDeploys1796400000000 implements MigrationInterface {
  name = 'RemoteDeploys1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE remote_files (
        sha256 text PRIMARY KEY,
        size integer NOT NULL,
        content bytea NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE remote_version_files (
        remote text NOT NULL,
        version text NOT NULL,
        path text NOT NULL,
        sha256 text NOT NULL REFERENCES remote_files (sha256),
        PRIMARY KEY (remote, version, path),
        FOREIGN KEY (remote, version) REFERENCES remote_versions (remote, version) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX remote_version_files_sha256_idx ON remote_version_files (sha256)`);
    await queryRunner.query(`ALTER TABLE remote_versions ADD COLUMN published_by text, ADD COLUMN external_url text`);
    await queryRunner.query(`
      ALTER TABLE remote_releases
        ADD COLUMN percent smallint NOT NULL DEFAULT 100 CHECK (percent BETWEEN 1 AND 100),
        ADD COLUMN admins_first boolean NOT NULL DEFAULT false,
        ADD COLUMN rolled_back_by text,
        ADD COLUMN rollback_reason text`);
    await queryRunner.query(`
      CREATE TABLE remote_deploy_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        remote text NOT NULL,
        token_sha256 text NOT NULL UNIQUE,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        last_used_at timestamptz,
        revoked_at timestamptz,
        revoked_by text
      )`);
    await queryRunner.query(`CREATE INDEX remote_deploy_tokens_remote_idx ON remote_deploy_tokens (remote, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE remote_audit (
        id bigserial PRIMARY KEY,
        remote text NOT NULL,
        action text NOT NULL,
        version text,
        actor text NOT NULL,
        reason text,
        at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(`CREATE INDEX remote_audit_remote_idx ON remote_audit (remote, id DESC)`);
    await queryRunner.query(`
      CREATE TABLE remote_load_stats (
        remote text NOT NULL,
        version text NOT NULL,
        loads bigint NOT NULL DEFAULT 0,
        load_failures bigint NOT NULL DEFAULT 0,
        render_errors bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (remote, version)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE remote_load_stats`);
    await queryRunner.query(`DROP TABLE remote_audit`);
    await queryRunner.query(`DROP TABLE remote_deploy_tokens`);
    await queryRunner.query(
      `ALTER TABLE remote_releases DROP COLUMN percent, DROP COLUMN admins_first, DROP COLUMN rolled_back_by, DROP COLUMN rollback_reason`,
    );
    await queryRunner.query(`ALTER TABLE remote_versions DROP COLUMN published_by, DROP COLUMN external_url`);
    await queryRunner.query(`DROP TABLE remote_version_files`);
    await queryRunner.query(`DROP TABLE remote_files`);
  }
}
