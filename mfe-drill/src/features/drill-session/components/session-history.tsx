import { Button, Card, IconChevronDown, Markdown, RecordList, StarRating } from '@speakwell/ui';
import { useState } from 'react';
import { attemptNumber, sessionAverage, type PracticeEntry } from '../drill-practice.js';

/** 'Current Session History': the answers of this session, newest first, with the running average. */
export function SessionHistory({ history }: { history: readonly PracticeEntry[] }) {
  const average = sessionAverage(history);
  return (
    <Card
      title="Current Session History"
      actions={average && <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">{`Session Average: ${average}/5`}</span>}
    >
      <RecordList
        items={history}
        emptyText="Your answered questions will be listed here."
        className="-mx-2 max-h-96 divide-y divide-ink-100 overflow-y-auto px-2"
      >
        {(entry) => <HistoryEntry entry={entry} attempt={attemptNumber(history, entry)} />}
      </RecordList>
    </Card>
  );
}

function HistoryEntry({ entry, attempt }: { entry: PracticeEntry; attempt: number }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="animate-slide-up py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium text-ink-900">
            {entry.question}
            {attempt > 1 && (
              <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-semibold text-brand-700">{`Attempt ${attempt}`}</span>
            )}
          </p>
          <StarRating rating={entry.rating} size="sm" className="mt-1.5" />
        </div>
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)} className="shrink-0 self-start">
          {open ? 'Hide Feedback' : 'Show Feedback'}
          <IconChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </Button>
      </div>
      {open && (
        <div className="mt-3 max-h-64 animate-fade-in space-y-3 overflow-y-auto rounded-xl bg-ink-50 p-4 text-sm">
          <p className="text-ink-700">
            <span className="font-medium text-ink-900">Your answer:</span> {entry.answer}
          </p>
          <Markdown>{entry.feedback}</Markdown>
        </div>
      )}
    </li>
  );
}
