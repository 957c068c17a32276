import type { DictionaryEntry } from '@speakwell/contracts';
import { MoreOnScroll, useFirstRowsFirst, type PagedListState } from '@speakwell/ui';
import { DictionaryEntryCard } from './dictionary-entry-card.js';
import { WordFilter } from './word-filter.js';

/** '3 words', or '50+ words' while more are still on the server. */
function wordCount(count: number, more: boolean): string {
  return `${count}${more ? '+' : ''} ${count === 1 && !more ? 'word' : 'words'}`;
}

interface DictionaryListProps {
  /** The whole dictionary as loaded so far. */
  whole: { loaded: number; more: boolean };
  /** The words the server found for the filter (the whole list when it is blank). */
  matching: PagedListState<DictionaryEntry>;
  filter: string;
  onFilterChange: (filter: string) => void;
  onDeleted: (entry: DictionaryEntry) => void;
}

/** The saved words, newest first, with their count and a filter searched on the server; more load on scroll. */
export function DictionaryList({ whole, matching, filter, onFilterChange, onDeleted }: DictionaryListProps) {
  const shown = matching.data ?? [];
  const rows = useFirstRowsFirst(shown);
  const filtering = filter.trim() !== '';
  const total = wordCount(whole.loaded, whole.more);
  return (
    <section aria-label="Your words" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-medium text-ink-600">{filtering ? `Showing ${shown.length}${matching.hasNextPage ? '+' : ''} of ${total}` : total}</p>
        <WordFilter value={filter} onChange={onFilterChange} />
      </div>
      {shown.length === 0 && !matching.isPending ? (
        <p className="rounded-2xl border border-dashed border-ink-300 bg-white/60 px-6 py-10 text-center text-sm text-ink-500">
          No words match “{filter.trim()}”.
        </p>
      ) : (
        <>
          <ul className="grid gap-4 lg:grid-cols-2">
            {rows.shown.map((entry, position) => (
              <DictionaryEntryCard key={entry._id} entry={entry} position={position} onDeleted={onDeleted} />
            ))}
          </ul>
          {rows.complete && <MoreOnScroll list={matching} />}
        </>
      )}
    </section>
  );
}
