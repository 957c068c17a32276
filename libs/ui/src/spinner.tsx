import { clsx } from 'clsx';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; visible text is up to the caller. */
  label?: string;
  className?: string;
}

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={clsx('inline-block animate-spin rounded-full border-current border-r-transparent align-middle opacity-80', sizes[size], className)}
    />
  );
}
