import { apiUpload } from '@speakwell/api-client';
import { TranscriptionResponse } from '@speakwell/contracts';

/** POST /api/transcribe: the recorded answer (browsers without Web Speech) to text. */
export async function transcribeAnswer(audio: Blob): Promise<string> {
  return (await apiUpload('/api/transcribe', audio, { schema: TranscriptionResponse })).text;
}
