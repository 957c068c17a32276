import { IconSearch } from '@speakwell/ui';

/** The filter over the words: the server searches them (the page waits for a pause in typing). */
export function WordFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative w-full sm:w-64">
      <IconSearch className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400" />
      <input
        type="search"
        aria-label="Filter your words"
        placeholder="Filter your words..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block h-10 w-full rounded-lg border border-ink-200 bg-white pr-3 pl-9 text-sm text-ink-900 shadow-sm transition-colors placeholder:text-ink-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/15 focus:outline-none"
      />
    </div>
  );
}
