// What the bench's in-page scripts (page.evaluate, addInitScript) keep on `window` between calls.
export {};

declare global {
  interface Window {
    __benchClick?: Promise<{ rendered: number; painted: number }>;
    __benchMarks: Record<string, number | undefined>;
    __benchMarksDone: Promise<void>;
    /** From the click on Start Drill to the first question shown, and the API requests the click made (ms after it). */
    __benchStartDrill?: Promise<{
      shownMs: number;
      paintedMs: number;
      text: string;
      requests: { path: string; sentMs: number; answeredMs: number }[];
    }>;
    __firstFeedbackWords?: Promise<number>;
    /** From the click on Stop & Analyze to the first feedback words and to the rating shown. */
    __benchStopAndAnalyze?: Promise<{ firstWordsMs: number; ratingMs: number }>;
    SpeechRecognition?: unknown;
    webkitSpeechRecognition?: unknown;
  }
}
