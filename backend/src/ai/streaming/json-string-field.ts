/**
 * Reads one string field out of a JSON object while it is still being written, so a
 * structured reply can show its text before the whole object has arrived. Each pushed chunk is
 * read once (linear in the reply's length): until the field opens only a short tail is kept,
 * and an escape cut in half waits for its next chunk. The decoded text goes to `onText` as
 * deltas, in order; after the closing quote nothing more is read.
 */
export class StreamedStringField {
  private readonly opening: RegExp;
  private readonly key: string;
  private state: 'seeking' | 'reading' | 'done' = 'seeking';
  /** Seeking: the tail that may still hold the field's opening. Reading: an unfinished escape. */
  private pending = '';

  constructor(
    field: string,
    private readonly onText: (delta: string) => void,
  ) {
    this.key = `"${field}"`;
    this.opening = new RegExp(`${this.key}\\s*:\\s*"`);
  }

  push(chunk: string): void {
    if (this.state === 'done') return;
    const text = this.pending + chunk;
    this.pending = '';
    if (this.state === 'seeking') {
      const opening = this.opening.exec(text);
      if (opening === null) {
        // Keep from the key if it is there (its colon and quote may still come), else a tail the key could start in.
        const key = text.lastIndexOf(this.key);
        this.pending = key >= 0 ? text.slice(key) : text.slice(-(this.key.length - 1));
        return;
      }
      this.state = 'reading';
      this.read(text, opening.index + opening[0].length);
      return;
    }
    this.read(text, 0);
  }

  private read(json: string, from: number): void {
    let decoded = '';
    let i = from;
    while (i < json.length) {
      const char = json[i];
      if (char === '"') {
        this.state = 'done';
        break;
      }
      if (char !== '\\') {
        // Plain characters up to the next quote or backslash, in one slice.
        let end = i + 1;
        while (end < json.length && json[end] !== '"' && json[end] !== '\\') end += 1;
        decoded += json.slice(i, end);
        i = end;
        continue;
      }
      const escape = json[i + 1];
      if (escape === undefined || (escape === 'u' && json.length < i + 6)) {
        this.pending = json.slice(i);
        break;
      }
      if (escape === 'u') {
        decoded += String.fromCharCode(Number.parseInt(json.slice(i + 2, i + 6), 16));
        i += 6;
        continue;
      }
      decoded += ESCAPES[escape] ?? escape;
      i += 2;
    }
    if (decoded !== '') this.onText(decoded);
  }
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', '"': '"', '\\': '\\', '/': '/' };
