import { useEffect, useState } from 'react';

/** Seconds left until `endsAt` (a Date.now() time), updated while it runs; null without a deadline. */
export function useSecondsLeft(endsAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  return endsAt === null ? null : Math.max(0, (endsAt - now) / 1000);
}
