import { apiUpload, contract } from '@speakwell/api-client';
import { clientConfigQuery } from '@speakwell/api-client/queries';
import { mutationOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { UseSpeechRecognitionOptions } from '../recognition/use-speech-recognition.js';
import { useVoiceInput } from './use-voice-input.js';

/** POST /api/transcribe: a recording (browsers without Web Speech) to text. */
export async function transcribeRecording(audio: Blob): Promise<string> {
  return (await apiUpload('/api/transcribe', audio, { loadSchema: contract('TranscriptionResponse') })).text;
}

/** Not tried again on its own (a mutation's default): the recorder shows the failure and the user records again. */
export const transcribeRecordingMutation = () => mutationOptions({ mutationFn: transcribeRecording });

/** Whether POST /api/transcribe works here (GET /api/config `serverTranscription`: an AI provider is configured). */
export function useServerTranscription(): boolean {
  const config = useQuery(clientConfigQuery());
  return config.data?.serverTranscription ?? false;
}

/** Voice input in any browser, through this API: live recognition, else a recording it transcribes. */
export function useVoiceInputWithServer(options: UseSpeechRecognitionOptions = {}) {
  const transcription = useMutation(transcribeRecordingMutation());
  return useVoiceInput({ ...options, transcribe: transcription.mutateAsync, serverTranscription: useServerTranscription() });
}
