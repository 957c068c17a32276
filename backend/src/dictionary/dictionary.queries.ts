/**
 * The dictionary list's and review's SQL. Rows come back in the contract's shape (DictionaryEntry, as
 * toDictionaryEntry makes it), formatted by PostgreSQL: no entities, no Dates.
 */
import { keysetSql } from '../common/paging/keyset-page.js';
import { isoTimestampSql } from '../database/iso-timestamp-sql.js';

const keyset = keysetSql('e.created_at', 'e.id', 3);

/**
 * One page of the caller's ($1) entries, newest first, on dictionary_entries_user_created_idx
 * (user_id, created_at DESC, id DESC); with a filter ($2, '' for none) only words containing
 * it in any letter case (strpos: the filter's % and _ are letters, not patterns).
 */
export const dictionaryPageSql = `
  SELECT e.id AS "_id", e.word, e.part_of_speech, e.definition, e.example_sentence, ${isoTimestampSql('e.created_at')} AS created_at, ${keyset.columns}
  FROM dictionary_entries e
  WHERE e.user_id = $1 AND ($2 = '' OR strpos(lower(e.word), lower($2)) > 0) AND ${keyset.after}
  ${keyset.orderAndLimit}`;

/** Cards handed out per review round; the screen asks again when they are done. */
export const REVIEW_ROUND_SIZE = 20;

/** The caller's ($1) words due now, most overdue first, at most one round, with their FSRS cards. */
export const dueCardsSql = `
  SELECT e.id AS "_id", e.word, e.part_of_speech, e.definition, e.example_sentence, ${isoTimestampSql('e.created_at')} AS created_at, e.review_card
  FROM dictionary_entries e
  WHERE e.user_id = $1 AND e.review_due_at <= now()
  ORDER BY e.review_due_at, e.id
  LIMIT ${REVIEW_ROUND_SIZE}`;

/** How many of the caller's ($1) words are due now. */
export const dueCountSql = `SELECT count(*)::int AS n FROM dictionary_entries WHERE user_id = $1 AND review_due_at <= now()`;
