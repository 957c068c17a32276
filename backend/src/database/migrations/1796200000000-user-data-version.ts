import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every table whose rows belong to one user (`user_id`); the dashboard totals follow from them. */
const USER_DATA_TABLES = ['sessions', 'drills', 'meeting_qas', 'dictionary_entries', 'scripts', 'script_practice_runs'] as const;

/**
 * users.data_version: a number that changes with every committed write to the user's data, so a
 * replica may answer a read from its own cache of earlier answers as long as the version it
 * reads with the sign-in check is the one the answer was made at (see common/owner-cache).
 *
 * - A write to any of the user's rows raises it once per transaction, at commit: a deferred
 *   constraint trigger, so the users row is the last lock a transaction takes and never one it
 *   holds while waiting for another (no deadlock with the rows and totals it wrote before). A
 *   transaction-local setting keeps a bulk write of many rows to one UPDATE per user.
 * - A change to the users row itself (name, role, anything but the version) raises it too.
 * - Rows deleted with their user change nothing: the users row is gone in the same transaction.
 */
export class UserDataVersion1796200000000 implements MigrationInterface {
  name = 'UserDataVersion1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN data_version bigint NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      CREATE FUNCTION user_data_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        owner uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
        marker text := 'speakwell.data_changed_' || replace(owner::text, '-', '_');
      BEGIN
        IF current_setting(marker, true) IS DISTINCT FROM txid_current()::text THEN
          PERFORM set_config(marker, txid_current()::text, true);
          UPDATE users SET data_version = data_version + 1 WHERE id = owner;
        END IF;
        RETURN NULL;
      END $fn$`);
    await queryRunner.query(`
      CREATE FUNCTION user_row_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF NEW.data_version = OLD.data_version THEN NEW.data_version := OLD.data_version + 1; END IF;
        RETURN NEW;
      END $fn$`);
    for (const table of USER_DATA_TABLES) {
      await queryRunner.query(
        `CREATE CONSTRAINT TRIGGER ${table}_user_data_changed AFTER INSERT OR UPDATE OR DELETE ON ${table}
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION user_data_changed()`,
      );
    }
    await queryRunner.query(
      `CREATE TRIGGER users_row_changed BEFORE UPDATE ON users FOR EACH ROW
       WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION user_row_changed()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS users_row_changed ON users`);
    for (const table of USER_DATA_TABLES) await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_user_data_changed ON ${table}`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS user_row_changed()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS user_data_changed()`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN data_version`);
  }
}
