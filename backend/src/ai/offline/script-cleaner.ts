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
/** "HOST:", "Speaker 1:", "Q:", "Dr. Smith:" at the start of a line. */
const SPEAKER_LABEL = /^\s*(?:>>\s*)?(?:[A-Z][A-Za-z.'-]*(?:\s+[A-Z0-9][A-Za-z0-9.'-]*){0,2}|speaker\s*\d+|[A-Z]{1,3}|q|a)\s*:\s+/i;
const ALL_CAPS_DIRECTION = /^\s*[A-Z][A-Z\s.'-]{2,}$/;

export function cleanScriptText(content: string): string {
  const lines = content
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      if (ALL_CAPS_DIRECTION.test(line) && /\b(INT|EXT|SCENE|CUT|FADE|MUSIC|PAUSE|END)\b/.test(line)) return '';
      return line
        .replace(BRACKETED, ' ')
        .replace(PAREN_CUE, ' ')
        .replace(TIMESTAMP, ' ')
        .replace(SPEAKER_LABEL, '')
        .replace(/[ \t]+/g, ' ')
        .replace(/\s+([,.!?;:])/g, '$1')
        .trim();
    });
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
