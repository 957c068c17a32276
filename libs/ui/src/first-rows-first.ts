import { useDeferredValue } from 'react';

/** Enough rows to fill the first screen of any list layout (three columns of four cards). */
export const FIRST_SCREEN_ROWS = 12;

/**
 * A list that arrives whole (from the query cache, a screen opened again) is shown in two
 * steps: the first screen of rows at once, the rest in a background render React can interrupt,
 * so opening the screen does not wait for rows below the fold. `complete` is false until every
 * row is on the page (hold back what follows the list, e.g. the load-more trigger, until then).
 */
export function useFirstRowsFirst<Row>(rows: Row[]): { shown: Row[]; complete: boolean } {
  const shown = useDeferredValue(rows, rows.length > FIRST_SCREEN_ROWS ? rows.slice(0, FIRST_SCREEN_ROWS) : rows);
  return { shown, complete: shown.length === rows.length };
}
