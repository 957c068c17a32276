import { useEffect, useRef, useState } from 'react';
import { SpeechTranscriber, type SpeechTranscriberOptions } from './speech-transcriber.js';
import { useVoiceSource, type SpeechRecognitionControls } from './use-voice-source.js';

export type { SpeechRecognitionControls } from './use-voice-source.js';
export type UseSpeechRecognitionOptions = SpeechTranscriberOptions;

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
  useEffect(() => () => transcriber.dispose(), [transcriber]);
  return useVoiceSource(transcriber);
}
