import { z } from 'zod';

/** Rows per page when the caller names no `limit`, and the most one page may hold. */
export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 100;

/** List rows cut long texts (a pasted context, a script's content) to this many characters; the detail call has them whole. */
export const LIST_PREVIEW_LENGTH = 200;

/** Said (as "Cursor is not valid: ...") for a cursor this API did not give out. */
export const INVALID_CURSOR = 'cursor is not valid: use the Link header of the previous page';

/**
 * `?limit=&cursor=` of every list endpoint. Lists are newest first; a response with more rows
 * carries `Link: </api/...&cursor=...>; rel="next"`, and the body stays the plain array. The
 * cursor is opaque: take it from that header, never build one.
 */
const badLimit = { error: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}` };

export const PageQuery = z.object({
  limit: z.coerce
    .number(badLimit)
    .int(badLimit)
    .min(1, badLimit)
    .max(MAX_PAGE_LIMIT, badLimit)
    .default(DEFAULT_PAGE_LIMIT)
    .describe('Rows per page, newest first'),
  cursor: z
    .string({ error: INVALID_CURSOR })
    .max(200, { error: INVALID_CURSOR })
    .regex(/^[A-Za-z0-9_-]+$/, { error: INVALID_CURSOR })
    .optional()
    .describe('Where the next page starts: take it from the Link header of the previous page'),
});
export type PageQuery = z.infer<typeof PageQuery>;
