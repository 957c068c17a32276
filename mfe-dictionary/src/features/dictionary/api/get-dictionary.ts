import { apiGet } from '@speakwell/api-client';
import { DictionaryList, type DictionaryEntry } from '@speakwell/contracts';
import { useQuery } from '@tanstack/react-query';

export const dictionaryQueryKey = ['dictionary'] as const;

/** GET /api/dictionary: the user's entries, newest first. */
export function getDictionary(): Promise<DictionaryEntry[]> {
  return apiGet('/api/dictionary', { schema: DictionaryList });
}

export function useDictionary() {
  return useQuery({ queryKey: dictionaryQueryKey, queryFn: getDictionary });
}
