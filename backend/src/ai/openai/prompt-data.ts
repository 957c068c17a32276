/**
 * User text goes into prompts only inside tags, as data. A user cannot close a tag early:
 * any of our tag names inside their text is defused.
 */
const TAG_NAMES = ['topic', 'context', 'question', 'previous_questions', 'user_answer', 'script', 'spoken_text', 'metrics', 'title', 'word'] as const;
const TAG_PATTERN = new RegExp(`<(/?)\\s*(${TAG_NAMES.join('|')})\\s*>`, 'gi');

export type DataTagName = (typeof TAG_NAMES)[number];

export function dataTag(name: DataTagName, text: string): string {
  return `<${name}>\n${text.replace(TAG_PATTERN, '[$1$2]')}\n</${name}>`;
}

/** Several tagged blocks in the order given, skipping the ones with nothing in them. */
export function dataBlocks(blocks: Partial<Record<DataTagName, string>>): string {
  return Object.entries(blocks)
    .filter((block): block is [DataTagName, string] => block[1] !== undefined && block[1].trim() !== '')
    .map(([name, text]) => dataTag(name, text))
    .join('\n\n');
}
