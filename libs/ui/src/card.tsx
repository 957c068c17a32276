import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Shown as the card's heading (h2). */
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or badges at the right of the heading. */
  actions?: ReactNode;
  padded?: boolean;
  ref?: Ref<HTMLElement>;
}

export function Card({ title, description, actions, padded = true, className, children, ...rest }: CardProps) {
  return (
    <section className={clsx('rounded-2xl border border-ink-200/70 bg-white shadow-card', padded && 'p-5 sm:p-6', className)} {...rest}>
      {(title || actions) && (
        <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            {title && <h2 className="text-base font-semibold text-ink-900">{title}</h2>}
            {description && <p className="mt-1 text-sm text-ink-500">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
