import { FOCUS_MARKER_AT_END } from '@speakwell/contracts';

/**
 * SQL for a session topic without the Focus Mode marker, as `topicWithoutFocusMarker` gives it
 * (@speakwell/contracts): the same pattern, case-insensitive, then trimmed. `column` is SQL
 * this code writes (e.g. `s.topic`), never user input.
 */
export function topicWithoutFocusMarkerSql(column: string): string {
  return `btrim(regexp_replace(${column}, '${FOCUS_MARKER_AT_END.replaceAll("'", "''")}', '', 'i'))`;
}
