/**
 * The dictionary list's SQL. Rows come back in the contract's shape (DictionaryEntry, as
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
