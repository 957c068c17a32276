import { IconCheck, Spinner } from '@speakwell/ui';
import type { SaveStatus } from '../hooks/use-script-autosave.js';

interface SaveStatusBadgeProps {
  status: SaveStatus;
  /** Saves at once when nothing is being saved. */
  onSave: () => void;
}

const looks: Record<SaveStatus, string> = {
  idle: 'bg-brand-600 text-white hover:bg-brand-700',
  saving: 'bg-white text-ink-700 ring-1 ring-ink-200',
  saved: 'bg-emerald-600 text-white',
};

/** The status badge: 'Save Script', 'Saving...' or 'Saved'. */
export function SaveStatusBadge({ status, onSave }: SaveStatusBadgeProps) {
  return (
    <button
      type="button"
      aria-live="polite"
      disabled={status !== 'idle'}
      onClick={onSave}
      className={`inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold shadow-sm transition-colors disabled:cursor-default ${looks[status]}`}
    >
      {status === 'saving' && <Spinner size="sm" label="Saving" />}
      {status === 'saved' && <IconCheck className="size-4" />}
      {status === 'idle' ? 'Save Script' : status === 'saving' ? 'Saving...' : 'Saved'}
    </button>
  );
}
