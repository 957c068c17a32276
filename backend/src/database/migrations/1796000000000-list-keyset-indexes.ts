import type { MigrationInterface, QueryRunner } from 'typeorm';
import { replaceIndexConcurrently } from './replace-index.js';

/**
 * Every list is read newest first one page at a time, by keyset (time, id): each needs an index
 * ending (time DESC, id DESC) after its owner, so a page is one index range scan of `limit`
 * rows, however long the history. Built CONCURRENTLY (outside a transaction): no write waits.
 */
const KEYSET_INDEXES: Array<{ name: string; keyset: string; before: string | null }> = [
  {
    name: 'sessions_user_type_created_idx',
    keyset: 'ON sessions (user_id, session_type, created_at DESC, id DESC)',
    before: 'ON sessions (user_id, session_type, created_at DESC)',
  },
  {
    name: 'dictionary_entries_user_created_idx',
    keyset: 'ON dictionary_entries (user_id, created_at DESC, id DESC)',
    before: 'ON dictionary_entries (user_id, created_at DESC)',
  },
  { name: 'scripts_user_updated_idx', keyset: 'ON scripts (user_id, updated_at DESC, id DESC)', before: 'ON scripts (user_id, updated_at DESC)' },
  {
    name: 'script_practice_runs_script_created_idx',
    keyset: 'ON script_practice_runs (script_id, created_at DESC, id DESC)',
    before: 'ON script_practice_runs (script_id, created_at DESC)',
  },
  { name: 'users_created_idx', keyset: 'ON users (created_at DESC, id DESC)', before: null },
];

export class ListKeysetIndexes1796000000000 implements MigrationInterface {
  name = 'ListKeysetIndexes1796000000000';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of KEYSET_INDEXES) await replaceIndexConcurrently(queryRunner, index.name, index.keyset);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of KEYSET_INDEXES) {
      if (index.before) await replaceIndexConcurrently(queryRunner, index.name, index.before);
      else await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS ${index.name}`);
    }
  }
}
