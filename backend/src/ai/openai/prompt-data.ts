/**
 * User text goes into prompts only inside tags, as data. A user cannot close a tag early:
 * any of our tag names inside their text is defused.
 */
const TAG_NAMES = ['topic', 'context', 'question', 'previous_questions', 'user_answer', 'script', 'spoken_text', 'metrics', 'title', 'word'];
const TAG_PATTERN = new RegExp(`<(/?)\\s*(${TAG_NAMES.join('|')})\\s*>`, 'gi');

export type DataTagName = (typeof TAG_NAMES)[number];

export function dataTag(name: DataTagName, text: string): string {
  return `<${name}>\n${text.replace(TAG_PATTERN, '[$1$2]')}\n</${name}>`;
}

/** Several tagged blocks, skipping the ones with nothing in them. */
export function dataBlocks(blocks: ReadonlyArray<readonly [DataTagName, string | undefined]>): string {
  return blocks
    .filter((block): block is readonly [DataTagName, string] => block[1] !== undefined && block[1].trim() !== '')
    .map(([name, text]) => dataTag(name, text))
    .join('\n\n');
}
