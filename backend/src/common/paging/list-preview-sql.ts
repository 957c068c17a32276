import { LIST_PREVIEW_LENGTH } from '@speakwell/contracts';

/**
 * A long text as list rows carry it: whole when short, else its first LIST_PREVIEW_LENGTH
 * characters after leading white space (so a text that has words keeps showing some).
 */
export function listPreviewSql(column: string): string {
  return `CASE WHEN length(${column}) <= ${LIST_PREVIEW_LENGTH} THEN ${column} ELSE left(ltrim(${column}, E' \\t\\r\\n'), ${LIST_PREVIEW_LENGTH}) END`;
}
