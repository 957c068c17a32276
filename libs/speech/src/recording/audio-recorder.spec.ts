import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { AudioRecorder, TRANSCRIBING_TEXT } from './audio-recorder.js';

/** A MediaRecorder stand-in: one chunk of "audio" is delivered when it stops. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string): boolean => type === 'audio/ogg;codecs=opus';
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    readonly options?: { mimeType?: string },
  ) {}
  get mimeType(): string {
    return this.options?.mimeType ?? '';
  }
  start(): void {
    this.state = 'recording';
  }
  pause(): void {
    this.state = 'paused';
  }
  resume(): void {
    this.state = 'recording';
  }
  stop(): void {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['spoken audio'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

let micStops = 0;
let micAllowed = true;
const stream = { getTracks: () => [{ stop: () => void micStops++ }] };

beforeEach(() => {
  micStops = 0;
  micAllowed = true;
  Object.assign(globalThis, { MediaRecorder: FakeMediaRecorder });
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: {
      mediaDevices: {
        getUserMedia: () => (micAllowed ? Promise.resolve(stream) : Promise.reject(new DOMException('denied', 'NotAllowedError'))),
      },
    },
  });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'MediaRecorder');
});

describe('AudioRecorder', () => {
  it('records until stopped, sends the audio with its type, and gives the words back as the transcript', async () => {
    const sent: Blob[] = [];
    const recorder = new AudioRecorder(async (audio) => {
      sent.push(audio);
      expect(recorder.getState().interimText).toBe(TRANSCRIBING_TEXT);
      return '  I led the team.  ';
    }, true);
    recorder.start();
    expect(recorder.getState().status).toBe('listening');
    // Stopped before the microphone opened: it still waits for it and sends what was recorded.
    const transcript = await recorder.stop();
    expect(transcript).toEqual({ finalText: 'I led the team.', interimText: '' });
    expect(recorder.getState()).toEqual({ status: 'idle', finalText: 'I led the team.', interimText: '', error: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.type).toBe('audio/ogg;codecs=opus');
    expect(await sent[0]?.text()).toBe('spoken audio');
    expect(micStops).toBe(1);
  });

  it('shows a failed transcription as the error, with no words', async () => {
    const recorder = new AudioRecorder(() => Promise.reject(new Error('The AI service failed to answer. Please try again.')), true);
    recorder.start();
    expect(await recorder.stop()).toEqual({ finalText: '', interimText: '' });
    expect(recorder.getState().error).toEqual({ code: 'transcription', message: 'The AI service failed to answer. Please try again.' });
  });

  it('says so when the microphone is refused', async () => {
    micAllowed = false;
    const recorder = new AudioRecorder(() => Promise.resolve('unused'), true);
    recorder.start();
    await recorder.stop();
    expect(recorder.getState().error).toEqual({ code: 'not-allowed', message: 'Microphone access was denied.' });
  });

  it('is not supported when the server cannot transcribe, or the browser cannot record', () => {
    expect(new AudioRecorder(() => Promise.resolve(''), false).supported).toBe(false);
    Reflect.deleteProperty(globalThis, 'MediaRecorder');
    expect(new AudioRecorder(() => Promise.resolve(''), true).supported).toBe(false);
  });
});
