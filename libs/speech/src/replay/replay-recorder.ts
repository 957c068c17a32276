import { isAudioRecordingSupported } from '../recording/audio-recorder.js';

/** A recording of the answer as spoken, with how long it lasted. */
export interface AnswerAudio {
  audio: Blob;
  durationMs: number;
}

const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/ogg', 'audio/mp4'];

/**
 * Records the spoken answer beside speech recognition, for replay. It never gets in the way:
 * without MediaRecorder, a microphone or permission it records nothing and says nothing, and
 * stop() does not wait for a microphone that is still being opened.
 */
export class ReplayRecorder {
  private recorder: MediaRecorder | null = null;
  private stream: MediaStream | null = null;
  private chunks: Blob[] = [];
  private startedAt = 0;
  /** Bumped by stop/cancel, so a microphone opened late is released instead of recording. */
  private generation = 0;

  start(): void {
    this.cancel();
    if (!isAudioRecordingSupported()) return;
    const generation = this.generation;
    navigator.mediaDevices.getUserMedia({ audio: true }).then(
      (stream) => {
        if (generation !== this.generation) {
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        try {
          const mimeType = PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
          const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
          const chunks: Blob[] = [];
          recorder.ondataavailable = (event) => {
            if (event.data.size > 0) chunks.push(event.data);
          };
          recorder.start();
          this.stream = stream;
          this.chunks = chunks;
          this.recorder = recorder;
          this.startedAt = Date.now();
        } catch {
          stream.getTracks().forEach((track) => track.stop());
        }
      },
      // No microphone or no permission: recognition carries on, there is just nothing to replay.
      () => undefined,
    );
  }

  /** Ends the recording; null when nothing was recorded. */
  async stop(): Promise<AnswerAudio | null> {
    this.generation++;
    const recorder = this.recorder;
    const chunks = this.chunks;
    const durationMs = Date.now() - this.startedAt;
    this.recorder = null;
    if (!recorder) {
      this.release();
      return null;
    }
    if (recorder.state !== 'inactive') {
      await new Promise<void>((resolve) => {
        recorder.onstop = () => resolve();
        recorder.onerror = () => resolve();
        recorder.stop();
      });
    }
    this.release();
    const audio = new Blob(chunks, { type: recorder.mimeType || 'audio/webm' });
    return audio.size > 0 ? { audio, durationMs } : null;
  }

  /** A paused shadowing run: the pause is left out of the recording. */
  pause(): void {
    if (this.recorder?.state === 'recording') this.recorder.pause();
  }

  resume(): void {
    if (this.recorder?.state === 'paused') this.recorder.resume();
  }

  /** Drops the recording (a discarded answer, a new question, leaving the screen). */
  cancel(): void {
    this.generation++;
    const recorder = this.recorder;
    this.recorder = null;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
    this.release();
  }

  private release(): void {
    this.stream?.getTracks().forEach((track) => track.stop());
    this.stream = null;
    this.chunks = [];
  }
}
