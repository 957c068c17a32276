const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long until `dueAt`, as a grade button shows it: "1 min", "6 min", "3 h", "2 days", "4 months". */
export function nextReviewText(dueAt: string, now: number): string {
  const wait = Math.max(0, Date.parse(dueAt) - now);
  if (wait < HOUR) return `${Math.max(1, Math.round(wait / MINUTE))} min`;
  if (wait < DAY) return `${Math.round(wait / HOUR)} h`;
  const days = Math.round(wait / DAY);
  if (days < 31) return days === 1 ? '1 day' : `${days} days`;
  const months = Math.round(days / 30);
  if (months < 12) return months === 1 ? '1 month' : `${months} months`;
  const years = Math.round(days / 365);
  return years === 1 ? '1 year' : `${years} years`;
}
