import { clsx } from 'clsx';

export interface StarRatingProps {
  /** The rating, e.g. 4.2. */
  rating: number;
  max?: number;
  size?: 'sm' | 'md' | 'lg';
  /** Also print the number, e.g. '4.2/5'. */
  showValue?: boolean;
  className?: string;
}

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-7' } as const;

/** Stars filled to the rating rounded to the nearest whole star; the exact value is in the label. */
export function StarRating({ rating, max = 5, size = 'md', showValue = false, className }: StarRatingProps) {
  const value = Math.max(0, Math.min(max, rating));
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={`Rating: ${value.toFixed(1)} out of ${max}`} className={clsx('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: max }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={clsx(sizes[size], index < filled ? 'fill-amber-400 text-amber-400' : 'fill-ink-200 text-ink-200')}
        >
          <path
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
            d="M12 3.2l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.5l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8L12 3.2z"
          />
        </svg>
      ))}
      {showValue && <span className="ml-1.5 text-sm font-semibold text-ink-700">{`${value.toFixed(1)}/${max}`}</span>}
    </span>
  );
}
