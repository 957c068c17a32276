import { Button, IconAlert } from '@speakwell/ui';

export interface Notice {
  tone: 'info' | 'error';
  text: string;
}

/** The Admin Panel's message line: refusals and failures (alert) or plain information. */
export function AdminNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  if (!notice) return null;
  const error = notice.tone === 'error';
  return (
    <div
      className={`flex items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium ring-1 ring-inset ${
        error ? 'bg-red-50 text-red-700 ring-red-200' : 'bg-brand-50 text-brand-800 ring-brand-200'
      }`}
    >
      <IconAlert aria-hidden="true" className="size-4 shrink-0" />
      <p role={error ? 'alert' : 'status'} className="flex-1">
        {notice.text}
      </p>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
