import { formatSeconds } from '../answer-time-limit.js';
import { useSecondsLeft } from '../hooks/use-seconds-left.js';

/** A visible countdown, e.g. 'Speaking time left 1:42'; it turns red in the last 10 seconds. */
export function TimeLeft({ label, endsAt }: { label: string; endsAt: number | null }) {
  const left = useSecondsLeft(endsAt);
  if (left === null) return null;
  return (
    <p className={`text-sm font-medium ${left <= 10 ? 'text-red-700' : 'text-ink-700'}`}>
      {label}{' '}
      <span role="timer" aria-label={label} className="text-base font-semibold tabular-nums">
        {formatSeconds(left)}
      </span>
    </p>
  );
}
