import { z } from 'zod';

/** POST /api/transcribe (raw audio body): the words heard in the recording. */
export const TranscriptionResponse = z.object({ text: z.string() });
export type TranscriptionResponse = z.infer<typeof TranscriptionResponse>;
