import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** An error message in red, announced to screen readers. Renders nothing without text. */
export function ErrorText({ children, className }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p role="alert" className={clsx('text-sm font-medium text-red-700', className)}>
      {children}
    </p>
  );
}
