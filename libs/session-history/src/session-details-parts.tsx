import { RecordList, Spinner, type RecordListProps } from '@speakwell/ui';
import type { ReactNode } from 'react';

/** The session's context at the top of an expanded history card, scrolling when it is long. */
export function SessionContext({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50/50 p-4">
      <p className="text-sm font-semibold text-brand-800">{title}</p>
      <p className="mt-1 max-h-40 overflow-y-auto text-sm whitespace-pre-wrap text-ink-700">{children}</p>
    </div>
  );
}

/** An expanded history card while its session's detail loads; `label` says what is coming. */
export function SessionDetailsLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-6 text-brand-600">
      <Spinner label={label} />
    </div>
  );
}

/** An expanded history card's records (drills, or questions and answers), numbered in the order they were asked. */
export function SessionRecords<Item extends { _id: string }>(props: Omit<RecordListProps<Item>, 'ordered' | 'className'>) {
  return <RecordList {...props} ordered className="space-y-3" />;
}

/** One answered question in an expanded history card (a drill, or a meeting's question and answer). */
export function SessionRecord({ children }: { children: ReactNode }) {
  return <li className="rounded-xl border border-ink-200/70 bg-ink-50/50 p-4">{children}</li>;
}
