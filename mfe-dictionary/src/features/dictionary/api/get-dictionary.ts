import { contract } from '@speakwell/api-client';
import { pagedListQuery, queryKeys, usePagedList } from '@speakwell/api-client/queries';

/** GET /api/dictionary?q=...: the user's entries whose word contains `filter` ('' for all), newest first, page by page. */
export const dictionaryQuery = (filter: string) =>
  pagedListQuery(queryKeys.dictionary.list(filter), {
    path: '/api/dictionary',
    query: { q: filter || undefined },
    loadSchema: contract('DictionaryList'),
    keepWhileSearching: true,
  });

export function useDictionary(filter = '') {
  return usePagedList(dictionaryQuery(filter));
}
