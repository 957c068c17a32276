import type { MigrationInterface, QueryRunner } from 'typeorm';
// The drills trigger's upserts as 1795950000000 wrote them, and the static function of
// 1796500000000 that runs them (migrations are history: the text is taken, not copied).
import { DRILLS_UPSERTS } from './1795950000000-dashboard-totals.js';
import { staticFunction } from './1796500000000-static-dashboard-triggers.js';

/**
 * The fastest pace that is a measurement, in words per minute: above it the words came in one
 * burst (a short answer, or one whose timing the recognizer lost). The same number as
 * MAX_MEASURED_PACE in libs/words/src/delivery-metrics.ts, which the screens use; it is written
 * here because a migration must keep doing what it did when it ran. The dashboard API tests
 * compare both (a change there needs a new migration like this one).
 */
const MAX_MEASURED_PACE = 400;

/** A drill's pace when it is one: delivery measured (some words), faster than 0 and no faster than anyone speaks. */
const PACE = (delivery: string) => `(${delivery}->>'wordsPerMinute')::numeric`;
const PACED = (delivery: string) =>
  `${delivery} IS NOT NULL AND (${delivery}->>'wordCount')::int > 0 AND ${PACE(delivery)} > 0 AND ${PACE(delivery)} <= ${MAX_MEASURED_PACE}`;

/**
 * The dashboard's average pace counted only paces that are measurements, as each answer's
 * Delivery card does ("Pace not measured" above MAX_MEASURED_PACE or at 0): a burst of 2,400
 * words/min pulled a day's average up. dashboard_days gets `paced_answers`, the answers whose
 * pace counts, and `words_per_minute_sum` sums only theirs; `measured_answers` and the filler
 * sum still count every measured answer (fillers do not depend on timing).
 *
 * The trigger keeps its cost: the same one statement per write, one more sum in it.
 */
export class MeasuredPaceTotals1796600000000 implements MigrationInterface {
  name = 'MeasuredPaceTotals1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Answers wait (their writes hold this lock) until the new trigger and the recomputed totals
    // are in place together: none is counted by the old rule after the recount read the drills.
    await queryRunner.query(`LOCK TABLE drills IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(`ALTER TABLE dashboard_days ADD COLUMN paced_answers int NOT NULL DEFAULT 0`);
    await queryRunner.query(staticFunction('dashboard_drills_changed', PACED_DRILLS_UPSERTS));
    await queryRunner.query(recount(PACED('delivery')));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`LOCK TABLE drills IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(staticFunction('dashboard_drills_changed', DRILLS_UPSERTS));
    await queryRunner.query(`ALTER TABLE dashboard_days DROP COLUMN paced_answers`);
    // Every measured answer's pace again, as 1795950000000 counted it.
    await queryRunner.query(recount(`delivery IS NOT NULL AND (delivery->>'wordCount')::int > 0`, false));
  }
}

/** `text` with `from` replaced by `to`, where `from` stands exactly once (the taken text must not have changed). */
function changedOnce(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`Expected one ${JSON.stringify(from)} in the dashboard upserts, found ${parts.length - 1}`);
  return parts.join(to);
}

/** 1795950000000's upserts, with the pace summed and counted only for paced answers. */
const PACED_DRILLS_UPSERTS = [
  // Each changed drill carries its pace, null unless it is one.
  ['END AS delivery\n', `END AS delivery,\n          CASE WHEN ${PACED('c.delivery')} THEN ${PACE('c.delivery')} END AS pace\n`],
  ['measured_answers, words_per_minute_sum,', 'measured_answers, paced_answers, words_per_minute_sum,'],
  [
    `coalesce(sum(sign * (delivery->>'wordsPerMinute')::numeric), 0),`,
    `coalesce(sum(sign) FILTER (WHERE pace IS NOT NULL), 0), coalesce(sum(sign * pace), 0),`,
  ],
  [
    'measured_answers = a.measured_answers + excluded.measured_answers,',
    'measured_answers = a.measured_answers + excluded.measured_answers,\n          paced_answers = a.paced_answers + excluded.paced_answers,',
  ],
].reduce((text, [from, to]) => changedOnce(text, from, to), DRILLS_UPSERTS);

/**
 * Every day's pace totals counted again from the answered drills, where they differ: the pace
 * sum of the drills matching `paced`, and (with `withCount`) how many they are. Days with no
 * answered drill have no pace to count (their totals are already 0).
 */
function recount(paced: string, withCount = true): string {
  return `
    UPDATE dashboard_days a SET words_per_minute_sum = p.pace_sum${withCount ? ', paced_answers = p.paced' : ''}
    FROM (
      SELECT user_id, (answered_at AT TIME ZONE 'UTC')::date AS day, count(*) FILTER (WHERE ${paced}) AS paced,
        coalesce(sum((delivery->>'wordsPerMinute')::numeric) FILTER (WHERE ${paced}), 0) AS pace_sum
      FROM drills WHERE answered_at IS NOT NULL GROUP BY 1, 2
    ) p
    WHERE a.user_id = p.user_id AND a.day = p.day
      AND (a.words_per_minute_sum <> p.pace_sum${withCount ? ' OR a.paced_answers <> p.paced' : ''})`;
}
