/**
 * The history lists' SQL. Rows come back in the contract's shape (SessionSummary, as
 * toSessionSummary makes it for the detail), formatted by PostgreSQL: no entities, no Dates.
 */
import { listPreviewSql } from '../common/paging/list-preview-sql.js';
import { keysetSql } from '../common/paging/keyset-page.js';
import { isoTimestampSql } from '../database/iso-timestamp-sql.js';

const keyset = keysetSql('s.created_at', 's.id', 3);

/**
 * One page of the caller's ($1) sessions of one type ($2), newest first, on
 * sessions_user_type_created_idx (user_id, session_type, created_at DESC, id DESC). The pasted
 * context is cut to a preview: the detail call has it whole.
 */
export const sessionPageSql = `
  SELECT s.id, s.topic, ${listPreviewSql('s.context')} AS context, s.session_type, ${isoTimestampSql('s.created_at')} AS created_at, ${keyset.columns}
  FROM sessions s
  WHERE s.user_id = $1 AND s.session_type = $2 AND ${keyset.after}
  ${keyset.orderAndLimit}`;

/**
 * The caller's ($2) session $1 in the contract's shape (SessionSummary, the context whole) and,
 * for a drill session, its drills as one JSON array (`drills`, null for a meeting): one round
 * trip for the detail a learner reopens after every answer. The drills come in the order they
 * were asked, each question's later attempts right after it in the order given, as drillFields
 * shows them with `timestamp` (answered at); `delivery` is the stored metrics (deliveryField makes
 * the view). No row: not theirs.
 */
export const sessionDetailSql = `
  SELECT s.id, s.topic, s.context, s.session_type, ${isoTimestampSql('s.created_at')} AS created_at,
    CASE WHEN s.session_type = 'Drill' THEN (
      SELECT coalesce(json_agg(json_build_object(
          '_id', d.id, 'question', d.question, 'answer', d.answer, 'feedback', d.feedback, 'rating', d.rating::float8,
          'rating_explanation', d.rating_explanation, 'example_answer', d.example_answer, 'framework', d.framework,
          'timestamp', CASE WHEN d.answered_at IS NULL THEN NULL ELSE ${isoTimestampSql('d.answered_at')} END,
          'delivery', d.delivery, 'attempt_of', d.attempt_of)
        ORDER BY coalesce(q.created_at, d.created_at), coalesce(d.attempt_of, d.id), d.attempt_of IS NOT NULL, d.created_at, d.id), '[]'::json)
      FROM drills d
      LEFT JOIN drills q ON q.id = d.attempt_of
      WHERE d.session_id = s.id
    ) END AS drills
  FROM sessions s
  WHERE s.id = $1 AND s.user_id = $2`;

/** The meeting Q&As of session $1 (its owner checked first) in the order they were asked, as toMeetingQa shows them. */
export const sessionQasSql = `
  SELECT q.id AS "_id", q.question, q.answer, ${isoTimestampSql('q.created_at')} AS created_at
  FROM meeting_qas q
  WHERE q.session_id = $1
  ORDER BY q.created_at, q.id`;

/** A new session of the caller ($1): type, topic (or meeting title) and context as sent. */
export const createSessionSql = `INSERT INTO sessions (user_id, session_type, topic, context) VALUES ($1, $2, $3, $4) RETURNING id`;
