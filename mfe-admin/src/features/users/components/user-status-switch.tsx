export interface UserStatusSwitchProps {
  email: string;
  active: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** The Status cell: shows 'Active' or 'Disabled'; a click asks for the other state. */
export function UserStatusSwitch({ email, active, busy, onToggle }: UserStatusSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={`Account status of ${email}`}
      title={active ? 'Click to disable this account' : 'Click to enable this account'}
      disabled={busy}
      onClick={onToggle}
      className={`inline-flex items-center gap-2 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-60 ${
        active ? 'bg-emerald-50 text-emerald-700 ring-emerald-200 hover:bg-emerald-100' : 'bg-ink-100 text-ink-600 ring-ink-200 hover:bg-ink-200'
      }`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${active ? 'bg-emerald-500' : 'bg-ink-400'}`} />
      {active ? 'Active' : 'Disabled'}
    </button>
  );
}
