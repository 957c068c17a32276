import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

export interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visible label beside the switch; also its accessible name. */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  ariaLabel?: string;
  /** Tooltip, e.g. 'Switch to Focus Mode'. */
  title?: string;
  disabled?: boolean;
  className?: string;
}

/** An on/off switch (role="switch") with its label. */
export function Toggle({ checked, onChange, label, ariaLabel, title, disabled, className }: ToggleProps) {
  const switchId = useId();
  const labelId = `${switchId}-label`;
  return (
    <span className={clsx('inline-flex items-center gap-3', className)}>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : ariaLabel}
        title={title}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={clsx(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60',
          checked ? 'bg-brand-600' : 'bg-ink-300',
        )}
      >
        <span
          className={clsx(
            'inline-block size-5 rounded-full bg-white shadow transition-transform duration-200',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
      {label && (
        // A <label> for the switch: clicking the words flips it, as on any form control.
        <label
          id={labelId}
          htmlFor={switchId}
          className={clsx('text-sm font-medium text-ink-700 select-none', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}
        >
          {label}
        </label>
      )}
    </span>
  );
}
