import { useEffect, useRef, useState } from 'react';
import { useSpeechRecognition, type SpeechRecognitionControls, type UseSpeechRecognitionOptions } from '../recognition/use-speech-recognition.js';
import { useVoiceSource } from '../recognition/use-voice-source.js';
import { AudioRecorder, type TranscribeAudio } from './audio-recorder.js';

export interface UseVoiceInputOptions extends UseSpeechRecognitionOptions {
  /** Sends a recording to the server (POST /api/transcribe), for browsers without SpeechRecognition. */
  transcribe: TranscribeAudio;
  /** Whether the server can transcribe (GET /api/config `serverTranscription`). */
  serverTranscription: boolean;
}

/**
 * Voice answers in any browser: the browser's live recognition where it has one (Chrome,
 * Edge, Safari), otherwise a MediaRecorder recording transcribed by the server when it can.
 * `supported` is false when neither works: the screen then offers typing instead.
 */
export function useVoiceInput({ transcribe, serverTranscription, ...options }: UseVoiceInputOptions): SpeechRecognitionControls {
  const live = useSpeechRecognition(options);
  const send = useRef(transcribe);
  useEffect(() => {
    send.current = transcribe;
  });
  const useRecorder = !live.supported && serverTranscription;
  // Made again when the server's answer arrives (config loads after the first render).
  const [recorder, setRecorder] = useState(() => new AudioRecorder((audio) => send.current(audio), useRecorder));
  useEffect(() => {
    if (recorder.supported === useRecorder) return;
    recorder.dispose();
    setRecorder(new AudioRecorder((audio) => send.current(audio), useRecorder));
  }, [recorder, useRecorder]);
  useEffect(() => () => recorder.dispose(), [recorder]);
  const recorded = useVoiceSource(recorder);
  return live.supported || !recorder.supported ? live : recorded;
}
