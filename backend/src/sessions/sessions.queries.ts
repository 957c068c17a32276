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

/** The caller's ($2) session $1 in the contract's shape (SessionSummary, the context whole); no row: not theirs. */
export const sessionDetailSql = `
  SELECT s.id, s.topic, s.context, s.session_type, ${isoTimestampSql('s.created_at')} AS created_at
  FROM sessions s
  WHERE s.id = $1 AND s.user_id = $2`;

/**
 * The drills of session $1 (its owner checked by sessionDetailSql first) in the order they were
 * asked, each question's later attempts right after it in the order given, as drillFields shows
 * them with `timestamp` (answered at); `delivery` is the stored metrics (deliveryField makes the view).
 */
export const sessionDrillsSql = `
  SELECT d.id AS "_id", d.question, d.answer, d.feedback, d.rating::float8 AS rating, d.rating_explanation,
         d.example_answer, d.framework, CASE WHEN d.answered_at IS NULL THEN NULL ELSE ${isoTimestampSql('d.answered_at')} END AS timestamp,
         d.delivery, d.attempt_of
  FROM drills d
  LEFT JOIN drills q ON q.id = d.attempt_of
  WHERE d.session_id = $1
  ORDER BY coalesce(q.created_at, d.created_at), coalesce(d.attempt_of, d.id), d.attempt_of IS NOT NULL, d.created_at, d.id`;

/** The meeting Q&As of session $1 (its owner checked first) in the order they were asked, as toMeetingQa shows them. */
export const sessionQasSql = `
  SELECT q.id AS "_id", q.question, q.answer, ${isoTimestampSql('q.created_at')} AS created_at
  FROM meeting_qas q
  WHERE q.session_id = $1
  ORDER BY q.created_at, q.id`;

/** A new session of the caller ($1): type, topic (or meeting title) and context as sent. */
export const createSessionSql = `INSERT INTO sessions (user_id, session_type, topic, context) VALUES ($1, $2, $3, $4) RETURNING id`;
