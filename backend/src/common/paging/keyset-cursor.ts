import { INVALID_CURSOR } from '@speakwell/contracts';
import { RequestError, RequestErrorCode } from '../errors/request.errors.js';

/** Where a page ends: the last row's sort time (UTC, to the microsecond, as PostgreSQL keeps it) and id. */
export interface Keyset {
  at: string;
  id: string;
}

/** Before every row: the first page's keyset, so every page runs the same statement. */
export const FIRST_PAGE: Keyset = { at: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SEPARATOR = '~';

/** The cursor of the Link header: base64url of the keyset, opaque to clients. */
export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(`${keyset.at}${SEPARATOR}${keyset.id}`).toString('base64url');
}

/** A cursor this API gave out, or a 400: anything else never reaches SQL. */
export function decodeCursor(cursor: string): Keyset {
  const [at = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split(SEPARATOR);
  if (rest.length > 0 || !ID.test(id) || !isCalendarTime(at)) {
    throw new RequestError(RequestErrorCode.InvalidInput, INVALID_CURSOR.charAt(0).toUpperCase() + INVALID_CURSOR.slice(1));
  }
  return { at, id };
}

/**
 * A real UTC time (no 30 February) within PostgreSQL's range, so it never refuses it: years 1
 * to 9999 (JavaScript has a year 0, PostgreSQL does not).
 */
function isCalendarTime(at: string): boolean {
  if (!AT.test(at) || at.startsWith('0000')) return false;
  const milliseconds = `${at.slice(0, 23)}Z`;
  const parsed = new Date(milliseconds);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === milliseconds;
}
