/**
 * Makes a script readable aloud: drops stage cues, speaker labels and timestamps, and
 * tidies whitespace, without touching the words meant to be spoken.
 */
const CUE_WORDS =
  'pause|pauses|laugh|laughs|laughing|laughter|chuckle|chuckles|smile|smiles|sigh|sighs|applause|music|beat|silence|inaudible|crosstalk|cough|coughs|clears throat|sound|sfx|intro|outro|transition|cut to|fade in|fade out|slide|next slide|gesture|gestures|nods|points|looks|turns|to audience|to camera|aside|emphasis|emphasize|slowly|quietly|loudly|whispers|breath|breathes|deep breath|end|begin';
/** Anything in square or curly brackets is a cue; parentheses only when they hold a cue word. */
const BRACKETED = /\s*(\[[^\]\n]*\]|\{[^}\n]*\})\s*/g;
const PAREN_CUE = new RegExp(`\\s*\\((?:[^()\\n]*\\b(?:${CUE_WORDS})\\b[^()\\n]*)\\)\\s*`, 'gi');
const TIMESTAMP = /\s*\(?\b\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?\)?\s*(?:-->\s*\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?)?/g;
/** A possible speaker label at the start of a line: "HOST:", "Speaker 1:", "Dr. Smith:", "Q:". */
const LABEL_AT_START = /^\s*(?:>>\s*)?([A-Z][A-Za-z.'-]*(?:\s+[A-Z0-9][A-Za-z0-9.'-]*){0,2})\s*:\s+/;
const ROLE_LABELS = /^(host|guest|speaker\s*\d*|narrator|interviewer|interviewee|moderator|presenter|panelist|audience|q|a|me|you|voice over|vo)$/i;
const ALL_CAPS_DIRECTION = /^\s*[A-Z][A-Z\s.'-]{2,}$/;

export function cleanScriptText(content: string): string {
  const rawLines = content.replace(/\r\n?/g, '\n').split('\n');
  const labels = speakerLabels(rawLines);
  const lines = rawLines.map((line) => {
    if (ALL_CAPS_DIRECTION.test(line) && /\b(INT|EXT|SCENE|CUT|FADE|MUSIC|PAUSE|END)\b/.test(line)) return '';
    return line
      .replace(BRACKETED, ' ')
      .replace(PAREN_CUE, ' ')
      .replace(TIMESTAMP, ' ')
      .replace(LABEL_AT_START, (label, name: string) => (labels.has(name) ? '' : label))
      .replace(/[ \t]+/g, ' ')
      .replace(/\s+([,.!?;:])/g, '$1')
      .trim();
  });
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Which line openings are speaker labels: all-caps names, role words, names in a dialogue, or
 * a name that opens two or more lines. A lone "Note: ..." stays, as it is probably content.
 */
function speakerLabels(lines: readonly string[]): Set<string> {
  const seen = new Map<string, number>();
  for (const line of lines) {
    const name = LABEL_AT_START.exec(line)?.[1];
    if (name !== undefined) seen.set(name, (seen.get(name) ?? 0) + 1);
  }
  // Two or more names, one of them speaking twice: a dialogue, so every name is a label.
  const dialogue = seen.size >= 2 && [...seen.values()].some((count) => count >= 2);
  return new Set([...seen].filter(([name, count]) => dialogue || count >= 2 || ROLE_LABELS.test(name) || /^[A-Z0-9.' -]+$/.test(name)).map(([name]) => name));
}
