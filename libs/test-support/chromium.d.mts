/** Debian's Chromium, never a downloaded browser (CHROMIUM_PATH names another). */
export declare const CHROMIUM_PATH: string;
/** Flags for a container without a GPU or a sandbox, and nothing Chromium would fetch on its own while a run is timed. */
export declare const CHROMIUM_FLAGS: string[];
/** CHROMIUM_FLAGS and a fake microphone (a tone), allowed without a prompt, so MediaRecorder records it. */
export declare const FAKE_MICROPHONE_FLAGS: string[];
