import type { MigrationInterface, QueryRunner } from 'typeorm';
import { replaceIndexConcurrently } from './replace-index.js';

/**
 * The dashboard reads all of one user's answered drills for its averages, weekly line, topics
 * and frameworks. Carrying rating, framework and session_id in the (user_id, answered_at)
 * index lets those reads be index-only scans instead of reading the wide drill rows
 * (answers, feedback, example answers): with 10,000 drills the heap is ~40x the index.
 */
export class DashboardDrillStatsIndex1795309000000 implements MigrationInterface {
  name = 'DashboardDrillStatsIndex1795309000000';
  /** drills is the large table: the index is rebuilt CONCURRENTLY, outside a transaction. */
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    await replaceIndexConcurrently(queryRunner, 'drills_user_answered_idx', 'ON drills (user_id, answered_at) INCLUDE (rating, framework, session_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await replaceIndexConcurrently(queryRunner, 'drills_user_answered_idx', 'ON drills (user_id, answered_at)');
  }
}
