export interface Transcript {
  /** Text the recognizer has settled on, segments joined by single spaces. */
  finalText: string;
  /** Words still being recognized; they may change or disappear. */
  interimText: string;
}

/** What the user sees as their words so far: final text followed by interim text. */
export function joinTranscript({ finalText, interimText }: Transcript): string {
  return joinWords(finalText, interimText);
}

export function joinWords(...parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .join(' ');
}
