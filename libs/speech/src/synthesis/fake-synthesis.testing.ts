import type { SpeechSynthesisEngine, SynthesisBoundaryEvent, SynthesisUtterance, SynthesisVoice } from './speech-synthesis-engine.js';

/** Stands in for the browser's voice; the test plays its events. */
export class FakeUtterance implements SynthesisUtterance {
  lang = '';
  rate = 1;
  voice: SynthesisVoice | null = null;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onboundary: ((event: SynthesisBoundaryEvent) => void) | null = null;
  constructor(public text: string) {}
}

export class FakeSynthesis implements SpeechSynthesisEngine {
  spoken: FakeUtterance[] = [];
  speaking = false;
  cancelled = 0;
  voices: SynthesisVoice[] = [
    { name: 'French', lang: 'fr-FR', default: true, localService: true },
    { name: 'US English', lang: 'en-US', default: false, localService: true },
  ];
  speak(utterance: SynthesisUtterance): void {
    this.spoken.push(utterance as FakeUtterance);
    this.speaking = true;
  }
  cancel(): void {
    this.cancelled++;
    this.speaking = false;
    this.current()?.onerror?.();
  }
  getVoices(): SynthesisVoice[] {
    return this.voices;
  }
  current(): FakeUtterance | undefined {
    return this.spoken[this.spoken.length - 1];
  }
}
