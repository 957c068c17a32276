import { apiGet, contract } from '@speakwell/api-client';
import { queryKeys } from '@speakwell/api-client/queries';
import type { DictionaryReview } from '@speakwell/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/dictionary/review: how many words are due, and the first round of them. */
export function getReview(): Promise<DictionaryReview> {
  return apiGet('/api/dictionary/review', { loadSchema: contract('DictionaryReview') });
}

/** Under the dictionary's key, so adding or deleting a word refreshes the due count too. */
export const reviewQuery = () => queryOptions({ queryKey: queryKeys.dictionary.review, queryFn: getReview });

export function useReview() {
  return useQuery(reviewQuery());
}
