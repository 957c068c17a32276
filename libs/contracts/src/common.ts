import { z } from 'zod';

/** Every error response of the API. */
export const ErrorResponse = z.object({ error: z.string(), statusCode: z.number().int() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Responses the client does not read beyond success. */
export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

export const Uuid = z.uuid({ error: 'must be a valid id' });
