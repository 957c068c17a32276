/**
 * The script library's and Performance History's SQL. Rows come back in the contract's shape
 * (Script as toScript makes it, ScriptHistoryEntry as toScriptHistoryEntry), formatted by
 * PostgreSQL: no entities, no Dates.
 */
import { listPreviewSql } from '../common/paging/list-preview-sql.js';
import { keysetSql } from '../common/paging/keyset-page.js';
import { isoTimestampSql } from '../database/iso-timestamp-sql.js';

const library = keysetSql('s.updated_at', 's.id', 2);

/**
 * One page of the caller's ($1) scripts, most recently updated first, on scripts_user_updated_idx
 * (user_id, updated_at DESC, id DESC). The content is cut to a preview (the cards do not show
 * it; GET /api/scripts/{id} has it whole). Voice control is on unless the user turned it off.
 */
export const scriptPageSql = `
  SELECT s.id, s.title, s.description, s.tags, ${listPreviewSql('s.content')} AS content,
    jsonb_build_object('isVoiceControl', coalesce((s.settings->>'isVoiceControl')::boolean, true)) AS settings,
    ${isoTimestampSql('s.updated_at')} AS updated_at, ${library.columns}
  FROM scripts s
  WHERE s.user_id = $1 AND ${library.after}
  ${library.orderAndLimit}`;

const history = keysetSql('r.created_at', 'r.id', 3);

/**
 * One page of a script's ($1) practice runs by its owner ($2), newest first, on
 * script_practice_runs_script_created_idx (script_id, created_at DESC, id DESC). `delivery` is
 * the stored metrics (or null): the service turns it into the API's view.
 */
export const scriptHistoryPageSql = `
  SELECT r.id AS "_id", ${isoTimestampSql('r.created_at')} AS timestamp, r.match_accuracy, r.suggestions, r.delivery, ${history.columns}
  FROM script_practice_runs r
  WHERE r.script_id = $1 AND r.user_id = $2 AND ${history.after}
  ${history.orderAndLimit}`;
