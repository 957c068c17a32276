import type { DictionaryEntry } from '@speakwell/contracts';
import { useDeferredValue } from 'react';
import { DictionaryEntryCard } from './dictionary-entry-card.js';
import { WordFilter } from './word-filter.js';

/** Cards in the first paint; the rest render right after, so opening a long dictionary is quick. */
const FIRST_PAINT_ENTRIES = 24;

function wordCount(count: number): string {
  return `${count} ${count === 1 ? 'word' : 'words'}`;
}

/** True when the filter text appears in the word or its definition. */
function matches(entry: DictionaryEntry, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  return !needle || entry.word.toLowerCase().includes(needle) || entry.definition.toLowerCase().includes(needle);
}

/** The saved words, newest first, with their count and a filter. */
export function DictionaryList({ entries, filter, onFilterChange }: { entries: DictionaryEntry[]; filter: string; onFilterChange: (filter: string) => void }) {
  const rendered = useDeferredValue(entries, entries.slice(0, FIRST_PAINT_ENTRIES));
  const shown = rendered.filter((entry) => matches(entry, filter));
  const filtering = filter.trim() !== '';
  return (
    <section aria-label="Your words" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-medium text-ink-600">{filtering ? `Showing ${shown.length} of ${wordCount(entries.length)}` : wordCount(entries.length)}</p>
        <WordFilter value={filter} onChange={onFilterChange} />
      </div>
      {shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-300 bg-white/60 px-6 py-10 text-center text-sm text-ink-500">No words match “{filter.trim()}”.</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {shown.map((entry, position) => (
            <DictionaryEntryCard key={entry._id} entry={entry} position={position} />
          ))}
        </ul>
      )}
    </section>
  );
}
