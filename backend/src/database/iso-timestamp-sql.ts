/**
 * A timestamptz column as the API sends it, formatted by PostgreSQL: the same text as
 * `Date#toISOString()` (UTC, milliseconds truncated, 'Z'), without the driver building a Date
 * per row for the list endpoints to format again.
 */
export function isoTimestampSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
