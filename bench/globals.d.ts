// What the bench's in-page scripts (page.evaluate, addInitScript) keep on `window` between calls.
export {};

declare global {
  interface Window {
    __benchClick?: Promise<{ rendered: number; painted: number }>;
    __benchMarks: Record<string, number | undefined>;
    __benchMarksDone: Promise<void>;
    __firstFeedbackWords?: Promise<number>;
    SpeechRecognition?: unknown;
    webkitSpeechRecognition?: unknown;
  }
}
