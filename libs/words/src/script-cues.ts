/** The longest stage cue, in shown words: "(smile and look at the panel)". */
const MAX_CUE_WORDS = 8;
const CLOSING: Record<string, string> = { '[': ']', '(': ')' };

/**
 * Which shown words are stage cues ("[pause]", "(smile)", "[slide 3: the roadmap]"): directions to
 * the reader, not words to say, so the tracker never waits on them. A bracket that is not closed
 * within a few words is ordinary text.
 */
export function stageCueWords(shownWords: readonly string[]): boolean[] {
  const isCue = shownWords.map(() => false);
  for (let start = 0; start < shownWords.length; start++) {
    const closing = CLOSING[shownWords[start][0]];
    if (!closing) continue;
    for (let end = start; end < Math.min(shownWords.length, start + MAX_CUE_WORDS); end++) {
      if (shownWords[end].includes(closing)) {
        for (let index = start; index <= end; index++) isCue[index] = true;
        start = end;
        break;
      }
    }
  }
  return isCue;
}
