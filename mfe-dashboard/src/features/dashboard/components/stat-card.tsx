import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  value: string;
  icon: ReactNode;
  /** A short line under the value, e.g. what the number counts. */
  hint?: string;
  /** For a value in words (a script title): smaller, on up to two lines instead of cut short. */
  wordy?: boolean;
}

/** One number of the dashboard; a group named by its label, so it reads as "Total Drills, 12". */
export function StatCard({ label, value, icon, hint, wordy = false }: StatCardProps) {
  return (
    <div role="group" aria-label={label} className="flex items-start gap-4 rounded-2xl border border-ink-200/70 bg-white p-5 shadow-card">
      <div aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        {icon}
      </div>
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink-500">{label}</p>
        <p
          className={`mt-1 font-semibold tracking-tight text-ink-900 ${wordy ? 'line-clamp-2 text-lg leading-snug break-words' : 'truncate text-2xl'}`}
          title={value}
        >
          {value}
        </p>
        {hint && <p className="mt-1 text-xs text-ink-500">{hint}</p>}
      </div>
    </div>
  );
}
