import { z } from 'zod';

/** Every error response of the API. */
export const ErrorResponse = z.object({
  error: z.string(),
  /** What went wrong, for a client to decide on: the domain's UPPER_SNAKE code (`SCRIPT_NOT_FOUND`, `INVALID_INPUT`, `INTERNAL_ERROR`). */
  code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  statusCode: z.number().int(),
  /** "Did you mean ...?" spellings, on the 404 for a word the dictionary does not know. */
  suggestions: z.array(z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Responses the client does not read beyond success. */
export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

export const Uuid = z.uuid({ error: 'must be a valid id' });

export const AiProvider = z.enum(['openai', 'offline']);
export type AiProvider = z.infer<typeof AiProvider>;

/** GET /api/health when the API and its database work (200). */
export const HealthResponse = z.object({ status: z.literal('ok'), database: z.literal('up'), aiProvider: AiProvider, version: z.string() });
export type HealthResponse = z.infer<typeof HealthResponse>;
/** GET /api/health when the database does not answer (503). */
export const HealthDownResponse = ErrorResponse.extend({ database: z.literal('down'), version: z.string() });
export type HealthDownResponse = z.infer<typeof HealthDownResponse>;
/** GET /api/health/live: the process answers (200); says nothing about the database. */
export const HealthLiveResponse = z.object({ status: z.literal('ok'), version: z.string() });
export type HealthLiveResponse = z.infer<typeof HealthLiveResponse>;
