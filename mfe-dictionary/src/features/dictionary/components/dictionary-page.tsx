import type { DictionaryEntry } from '@speakwell/contracts';
import { EmptyState, IconBook, LoadFailure, PageHeader, PagedListView } from '@speakwell/ui';
import { useState } from 'react';
import { useDictionary } from '../api/get-dictionary.js';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';
import { AddWordForm } from './add-word-form.js';
import { DeletedWordNotice } from './deleted-word-notice.js';
import { DictionaryList } from './dictionary-list.js';
import { ReviewPanel } from './review-panel.js';

/** How long typing in the filter pauses before the server is asked. */
const FILTER_DELAY_MS = 250;

/** '/dictionary': the user's words with definitions. */
export function DictionaryPage() {
  const dictionary = useDictionary();
  const [filter, setFilter] = useState('');
  const matching = useDictionary(useDebouncedValue(filter.trim(), FILTER_DELAY_MS));
  // While a review card is shown, the list (with every answer on it) is hidden.
  const [reviewing, setReviewing] = useState(false);
  const [deleted, setDeleted] = useState<DictionaryEntry | null>(null);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Your Personal Dictionary" subtitle="Add words you want to use, and get a definition, part of speech and example." />
      <div className="space-y-8">
        {/* A new word must be visible, so a filter that would hide it is cleared. */}
        {!reviewing && <AddWordForm onAdded={() => setFilter('')} />}
        {deleted && <DeletedWordNotice key={deleted._id} entry={deleted} onDone={() => setDeleted(null)} />}
        {dictionary.data && dictionary.data.length > 0 && <ReviewPanel onReviewingChange={setReviewing} />}
        {/* The list shown is the filter's (it loads its own pages); the whole one gives the states and the count. */}
        <PagedListView
          list={dictionary}
          loadingText="Loading your dictionary..."
          loadMoreOnScroll={false}
          failure={<LoadFailure query={dictionary}>Failed to load your dictionary.</LoadFailure>}
          empty={
            <EmptyState
              icon={<IconBook />}
              title="Your Dictionary is Empty"
              description="Add a word above to see its definition, part of speech and an example sentence."
            />
          }
        >
          {() =>
            !reviewing && (
              <DictionaryList
                onDeleted={setDeleted}
                whole={{ loaded: dictionary.data?.length ?? 0, more: dictionary.hasNextPage }}
                matching={matching}
                filter={filter}
                onFilterChange={setFilter}
              />
            )
          }
        </PagedListView>
      </div>
    </div>
  );
}
