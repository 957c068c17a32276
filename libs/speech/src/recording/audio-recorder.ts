import type { RecognitionError, SpeechTranscriberState } from '../recognition/speech-transcriber.js';
import type { Transcript } from '../recognition/transcript.js';

/** Turns a recording into text (the screens pass POST /api/transcribe). */
export type TranscribeAudio = (audio: Blob) => Promise<string>;

/** Shown as the live (grey) words while the server turns the recording into text. */
export const TRANSCRIBING_TEXT = 'Transcribing your answer...';

/** Opus in WebM (Chrome, Edge) or Ogg (Firefox); otherwise whatever the browser records. */
const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/ogg', 'audio/mp4'];

export function isAudioRecordingSupported(): boolean {
  return typeof MediaRecorder !== 'undefined' && typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

function microphoneError(cause: unknown): RecognitionError {
  const name = cause instanceof DOMException ? cause.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return { code: 'not-allowed', message: 'Microphone access was denied.' };
  if (name === 'NotFoundError') return { code: 'audio-capture', message: 'No microphone was found.' };
  return { code: 'audio-capture', message: 'The microphone could not be started.' };
}

const IDLE: SpeechTranscriberState = { status: 'idle', finalText: '', interimText: '', error: null };

/**
 * Speech-to-text where the browser has no SpeechRecognition (Firefox): records the answer
 * with MediaRecorder and, on stop, sends it to be transcribed. Same shape as SpeechTranscriber
 * (start, stop resolving the transcript, pause, resume, reset, subscribe/getState).
 */
export class AudioRecorder {
  readonly supported: boolean;
  private state: SpeechTranscriberState = IDLE;
  private readonly listeners = new Set<() => void>();
  private recorder: MediaRecorder | null = null;
  private stream: MediaStream | null = null;
  private chunks: Blob[] = [];
  /** The microphone being opened: stop() waits for it, so a quick stop still sends what was said. */
  private starting: Promise<void> = Promise.resolve();
  /** Bumped by reset/dispose, so a late microphone or transcription does not write into a newer answer. */
  private generation = 0;

  constructor(
    private readonly transcribe: TranscribeAudio,
    enabled: boolean,
  ) {
    this.supported = enabled && isAudioRecordingSupported();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): SpeechTranscriberState => this.state;

  start(): void {
    if (!this.supported || this.state.status !== 'idle') return;
    const generation = ++this.generation;
    this.set({ status: 'listening', finalText: '', interimText: '', error: null });
    this.starting = navigator.mediaDevices.getUserMedia({ audio: true }).then(
      (stream) => {
        if (generation !== this.generation || this.state.status === 'idle') {
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        this.stream = stream;
        this.chunks = [];
        const mimeType = PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
        const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
        recorder.ondataavailable = (event) => {
          if (event.data.size > 0) this.chunks.push(event.data);
        };
        recorder.start();
        this.recorder = recorder;
      },
      (cause: unknown) => {
        if (generation === this.generation) this.set({ ...IDLE, error: microphoneError(cause) });
      },
    );
  }

  /** Stops recording, sends the audio to be transcribed and resolves with the words heard. */
  async stop(): Promise<Transcript> {
    const generation = this.generation;
    await this.starting;
    if (generation !== this.generation) return { finalText: '', interimText: '' };
    const recorder = this.recorder;
    if (!recorder) {
      this.releaseMicrophone();
      this.set({ ...this.state, status: 'idle' });
      return { finalText: this.state.finalText, interimText: '' };
    }
    const audio = await this.finish(recorder);
    if (generation !== this.generation) return { finalText: '', interimText: '' };
    this.set({ status: 'idle', finalText: '', interimText: TRANSCRIBING_TEXT, error: null });
    try {
      const text = (await this.transcribe(audio)).trim();
      if (generation !== this.generation) return { finalText: '', interimText: '' };
      this.set({ status: 'idle', finalText: text, interimText: '', error: null });
      return { finalText: text, interimText: '' };
    } catch (cause) {
      if (generation === this.generation) {
        const message = cause instanceof Error && cause.message ? cause.message : 'Your answer could not be transcribed.';
        this.set({ status: 'idle', finalText: '', interimText: '', error: { code: 'transcription', message } });
      }
      return { finalText: '', interimText: '' };
    }
  }

  pause(): void {
    if (this.recorder?.state === 'recording') this.recorder.pause();
    if (this.state.status === 'listening') this.set({ ...this.state, status: 'paused' });
  }

  resume(): void {
    if (this.recorder?.state === 'paused') this.recorder.resume();
    if (this.state.status === 'paused') this.set({ ...this.state, status: 'listening' });
  }

  reset(): void {
    this.generation++;
    this.recorder?.stop();
    this.releaseMicrophone();
    this.set(IDLE);
  }

  dispose(): void {
    this.reset();
    this.listeners.clear();
  }

  private async finish(recorder: MediaRecorder): Promise<Blob> {
    this.recorder = null;
    if (recorder.state !== 'inactive') {
      await new Promise<void>((resolve) => {
        recorder.onstop = () => resolve();
        recorder.stop();
      });
    }
    this.releaseMicrophone();
    return new Blob(this.chunks, { type: recorder.mimeType || 'audio/webm' });
  }

  private releaseMicrophone(): void {
    this.stream?.getTracks().forEach((track) => track.stop());
    this.stream = null;
    this.recorder = null;
  }

  private set(state: SpeechTranscriberState): void {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }
}
