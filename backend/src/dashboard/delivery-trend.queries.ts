import type { DeliveryTrendDay } from '@speakwell/contracts';
import { DRILL_CHART_DAYS } from './dashboard.queries.js';

/**
 * Pace and fillers per UTC day over the dashboard's 30-day window, from the drills whose
 * answers were measured (drills.delivery is set when the screen sent recognition timing).
 * The (user_id, answered_at) index narrows it to the caller's last 30 days.
 */
export const deliveryTrendSql = `
  SELECT to_char((answered_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS date,
    round(avg((delivery->>'wordsPerMinute')::numeric))::float8 AS words_per_minute,
    round(avg((delivery->>'fillersPer100Words')::numeric), 1)::float8 AS fillers_per_100_words,
    count(*)::int AS answers
  FROM drills
  WHERE user_id = $1
    AND answered_at >= ((now() AT TIME ZONE 'UTC')::date - ${DRILL_CHART_DAYS - 1}) AT TIME ZONE 'UTC'
    AND delivery IS NOT NULL
    AND (delivery->>'wordCount')::int > 0
  GROUP BY 1
  ORDER BY 1
`;

export type DeliveryTrendRow = DeliveryTrendDay;
