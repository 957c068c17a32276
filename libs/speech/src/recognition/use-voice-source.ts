import { useMemo, useSyncExternalStore } from 'react';
import type { RecognitionError, RecognitionStatus, SpeechTranscriberState } from './speech-transcriber.js';
import { joinTranscript, type Transcript } from './transcript.js';

export interface SpeechRecognitionControls extends Transcript {
  /** False when the browser has no SpeechRecognition: screens show their "not supported" text. */
  supported: boolean;
  status: RecognitionStatus;
  /** Final text followed by interim text, as the live transcript shows it. */
  transcript: string;
  error: RecognitionError | null;
  start: () => void;
  /** Resolves with the whole transcript once the recognizer has sent its last words. */
  stop: () => Promise<Transcript>;
  pause: () => void;
  resume: () => void;
  reset: () => void;
}

/** What the voice hooks read and drive: the live recognizer (SpeechTranscriber) or a recorder (AudioRecorder). */
export interface VoiceSource {
  readonly supported: boolean;
  subscribe: (listener: () => void) => () => void;
  getState: () => SpeechTranscriberState;
  start(): void;
  stop(): Promise<Transcript>;
  pause(): void;
  resume(): void;
  reset(): void;
}

/** A voice source as a screen uses it: its state on every change, and its actions. */
export function useVoiceSource(source: VoiceSource): SpeechRecognitionControls {
  const state = useSyncExternalStore(source.subscribe, source.getState, source.getState);
  const actions = useMemo(
    () => ({
      start: () => source.start(),
      stop: () => source.stop(),
      pause: () => source.pause(),
      resume: () => source.resume(),
      reset: () => source.reset(),
    }),
    [source],
  );
  return {
    supported: source.supported,
    status: state.status,
    finalText: state.finalText,
    interimText: state.interimText,
    transcript: joinTranscript(state),
    error: state.error,
    ...actions,
  };
}
