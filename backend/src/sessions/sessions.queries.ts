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
