import { apiGet, contract } from '@speakwell/api-client';
import type { DictionaryReview } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

/** Under the dictionary's key, so adding or deleting a word refreshes the due count too. */
export const reviewQueryKey = ['dictionary', 'review'] as const;

/** GET /api/dictionary/review: how many words are due, and the first round of them. */
export function getReview(): Promise<DictionaryReview> {
  return apiGet('/api/dictionary/review', { loadSchema: contract('DictionaryReview') });
}

export function useReview() {
  return useQuery({ queryKey: reviewQueryKey, queryFn: getReview });
}
