import { clsx } from 'clsx';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.js';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Called on Cancel, Escape or a click on the backdrop. */
  onClose: () => void;
  children?: ReactNode;
  /** With onConfirm, the dialog shows Cancel and this confirm button. */
  confirmLabel?: ReactNode;
  onConfirm?: () => void;
  confirmVariant?: ButtonVariant;
  cancelLabel?: ReactNode;
  /** Shows a spinner on the confirm button and blocks closing. */
  busy?: boolean;
  /** Replaces the Cancel/Confirm footer. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * A modal dialog on the native <dialog> element: the browser gives it role="dialog", the
 * focus trap and Escape; the title names it (aria-labelledby).
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  confirmLabel = 'Confirm',
  onConfirm,
  confirmVariant = 'primary',
  cancelLabel = 'Cancel',
  busy = false,
  footer,
  size = 'md',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current && !busy) onClose();
      }}
      className={clsx('m-auto w-[calc(100%-2rem)] animate-fade-in rounded-2xl bg-white p-0 text-ink-800 shadow-raised', widths[size])}
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-ink-900">
          {title}
        </h2>
        {children && <div className="mt-3 text-sm leading-relaxed text-ink-600">{children}</div>}
      </div>
      {footer ?? (
        <footer className="flex justify-end gap-3 rounded-b-2xl border-t border-ink-100 bg-ink-50 px-6 py-4">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          {onConfirm && (
            <Button variant={confirmVariant} onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          )}
        </footer>
      )}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  /** e.g. 'Confirm Delete'. */
  confirmLabel?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Destructive actions (the default) get the red button. */
  destructive?: boolean;
}

/** A yes/no question: Cancel and a confirm button, red for destructive actions. */
export function ConfirmDialog({ open, title, message, confirmLabel = 'Confirm', onConfirm, onCancel, busy, destructive = true }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      onConfirm={onConfirm}
      confirmLabel={confirmLabel}
      confirmVariant={destructive ? 'danger' : 'primary'}
      busy={busy}
      size="sm"
    >
      {message}
    </Dialog>
  );
}
