import { addToFirstPage, queryKeys } from '@speakwell/api-client/queries';
import type { DictionaryEntry } from '@speakwell/contracts';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

/**
 * A call that answers with an entry now in the dictionary (a word added, or put back by "Undo"):
 * the entry goes on top of the loaded whole list (newest first), the filtered lists are brought up
 * to date by `refreshFilteredLists`, and the review's due count is read again.
 */
export const savedEntryMutation = <Request>(save: (request: Request) => Promise<DictionaryEntry>, refreshFilteredLists: (client: QueryClient) => void) =>
  mutationOptions({
    mutationFn: save,
    onSuccess: (entry, _request, _result, { client }) => {
      addToFirstPage(client, queryKeys.dictionary.list(''), entry);
      refreshFilteredLists(client);
      void client.invalidateQueries({ queryKey: queryKeys.dictionary.review });
    },
  });
