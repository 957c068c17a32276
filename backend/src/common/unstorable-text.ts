/**
 * Characters PostgreSQL refuses in text and jsonb values: the NUL character (U+0000). A request
 * that carries one anywhere is refused as bad input before any schema or query sees it.
 */
const UNSTORABLE = /\u0000/;
const MAX_DEPTH = 64;

/** The path ('' for the value itself, 'tags.2', ...) of the first string holding an unstorable character. */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  // Only what JSON.parse makes: a Buffer or typed array is never walked byte by byte.
  if (typeof value !== 'object' || value === null || path.length > MAX_DEPTH || ArrayBuffer.isView(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, key.replace(/\u0000/g, '\\u0000')];
    const found = findUnstorableText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
