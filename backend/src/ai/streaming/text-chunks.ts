/** Splits text into chunks of a few words each, keeping every character (spaces, newlines). */
export function wordChunks(text: string, wordsPerChunk = 3): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const lead = text.match(/^\s*/)?.[0] ?? '';
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  if (lead && chunks.length > 0) chunks[0] = lead + chunks[0];
  return chunks.length > 0 ? chunks : text ? [text] : [];
}
