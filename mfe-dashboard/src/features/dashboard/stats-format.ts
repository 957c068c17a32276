/** How the dashboard writes its numbers; 'N/A' where there is nothing to measure yet. */
export const NOT_AVAILABLE = 'N/A';

/** A 1-5 rating with one decimal, out of 5: '3.4 / 5'. */
export function formatAverageRating(rating: number | null): string {
  return rating === null ? NOT_AVAILABLE : `${rating.toFixed(1)} / 5`;
}

/** Shadowing accuracy as a whole percent, as the shadowing screen shows it: '87%'. */
export function formatAccuracy(percent: number | null): string {
  return percent === null ? NOT_AVAILABLE : `${Math.round(percent)}%`;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' (a UTC day from the API) as 'Nov 22'. */
export function formatShortDate(day: string): string {
  return shortDate.format(new Date(`${day}T00:00:00Z`));
}

/** 'YYYY-MM-DD' as 'Nov 22, 2026'. */
export function formatLongDate(day: string): string {
  return longDate.format(new Date(`${day}T00:00:00Z`));
}
