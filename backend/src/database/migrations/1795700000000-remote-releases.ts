import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which build of each remote the shell loads, shared by every API replica: the published
 * versions (their files live in REMOTES_DIR/<name>/<version>/) and the releases. The live
 * version of a remote is its newest release that was not rolled back.
 */
export class RemoteReleases1795700000000 implements MigrationInterface {
  name = 'RemoteReleases1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE remote_versions (
        remote text NOT NULL,
        version text NOT NULL,
        published_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (remote, version)
      )`);
    await queryRunner.query(`
      CREATE TABLE remote_releases (
        id bigserial PRIMARY KEY,
        remote text NOT NULL,
        version text NOT NULL,
        released_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        released_by text NOT NULL,
        rolled_back_at timestamptz,
        FOREIGN KEY (remote, version) REFERENCES remote_versions (remote, version) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX remote_releases_remote_idx ON remote_releases (remote, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE remote_releases`);
    await queryRunner.query(`DROP TABLE remote_versions`);
  }
}
