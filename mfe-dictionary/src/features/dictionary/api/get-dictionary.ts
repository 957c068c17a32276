import { contract } from '@speakwell/api-client';
import { pagedListQuery, usePagedList } from '@speakwell/api-client/queries';

/** Every list of words starts with this key (one list per filter text; '' is the whole list). */
export const dictionaryWordsKey = ['dictionary', 'words'] as const;

/** GET /api/dictionary?q=...: the user's entries whose word contains `filter`, newest first, page by page. */
export const dictionaryQuery = (filter: string) =>
  pagedListQuery([...dictionaryWordsKey, filter], { path: '/api/dictionary', query: { q: filter || undefined }, loadSchema: contract('DictionaryList'), keepWhileSearching: true });

export function useDictionary(filter = '') {
  return usePagedList(dictionaryQuery(filter));
}
