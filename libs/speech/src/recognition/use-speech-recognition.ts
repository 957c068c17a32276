import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  SpeechTranscriber,
  type RecognitionError,
  type RecognitionStatus,
  type SpeechTranscriberOptions,
} from './speech-transcriber.js';
import { joinTranscript, type Transcript } from './transcript.js';

export type UseSpeechRecognitionOptions = SpeechTranscriberOptions;

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

/**
 * Live speech-to-text for a screen. Options are read when the hook first runs, except the
 * callbacks, which may change on every render. Recognition stops when the screen unmounts.
 */
export function useSpeechRecognition(options: UseSpeechRecognitionOptions = {}): SpeechRecognitionControls {
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  const [transcriber] = useState(
    () =>
      new SpeechTranscriber({
        lang: options.lang,
        recognitionConstructor: options.recognitionConstructor,
        timers: options.timers,
        onFinal: (text, transcript) => callbacks.current.onFinal?.(text, transcript),
        onError: (error) => callbacks.current.onError?.(error),
      }),
  );
  const state = useSyncExternalStore(transcriber.subscribe, transcriber.getState, transcriber.getState);
  useEffect(() => () => transcriber.dispose(), [transcriber]);

  const actions = useMemo(
    () => ({
      start: () => transcriber.start(),
      stop: () => transcriber.stop(),
      pause: () => transcriber.pause(),
      resume: () => transcriber.resume(),
      reset: () => transcriber.reset(),
    }),
    [transcriber],
  );

  return {
    supported: transcriber.supported,
    status: state.status,
    finalText: state.finalText,
    interimText: state.interimText,
    transcript: joinTranscript(state),
    error: state.error,
    ...actions,
  };
}
