/**
 * Reads one string field out of a JSON object while it is still being written, so a
 * structured reply can show its text before the whole object has arrived. Only the complete
 * part of the string is returned: an escape cut in half waits for its next chunk.
 */
export function partialStringField(json: string, field: string): string | null {
  const opening = new RegExp(`"${field}"\\s*:\\s*"`).exec(json);
  if (opening === null) return null;
  let text = '';
  let i = opening.index + opening[0].length;
  while (i < json.length) {
    const char = json[i];
    if (char === '"') return text;
    if (char !== '\\') {
      text += char;
      i += 1;
      continue;
    }
    const escape = json[i + 1];
    if (escape === undefined) return text;
    if (escape === 'u') {
      const hex = json.slice(i + 2, i + 6);
      if (hex.length < 4) return text;
      text += String.fromCharCode(Number.parseInt(hex, 16));
      i += 6;
      continue;
    }
    text += ESCAPES[escape] ?? escape;
    i += 2;
  }
  return text;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', '"': '"', '\\': '\\', '/': '/' };

/** Hands on only what is new in a growing text, as deltas. */
export class TextDeltas {
  private sent = 0;

  constructor(private readonly onText: (delta: string) => void) {}

  /** Emits the part of `text` beyond what was already sent. */
  update(text: string | null): void {
    if (text === null || text.length <= this.sent) return;
    this.onText(text.slice(this.sent));
    this.sent = text.length;
  }
}
