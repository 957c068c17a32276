import { z } from 'zod';
import { DeliveryTrendDay } from './delivery.js';

/** GET /api/dashboard-stats */
export const DashboardStats = z.object({
  total_sessions: z.number().int(),
  total_drills: z.number().int(),
  average_rating: z.number().nullable(),
  average_match_accuracy: z.number().nullable(),
  most_practiced_script: z.string().nullable(),
  // Whole minutes; the formula is in backend/src/dashboard/practice-time.ts.
  estimated_practice_time_minutes: z.number().int(),
  drills_per_day: z.array(z.object({ date: z.string(), count: z.number().int() })),
  weekly_avg_rating: z.array(z.object({ week: z.string(), avgRating: z.number() })),
  avg_rating_by_topic: z.array(z.object({ _id: z.string(), avgRating: z.number() })),
  common_structures: z.array(z.object({ _id: z.string(), count: z.number().int() })),
  /** Pace and fillers per day over the last 30 days, days with measured answers only. */
  delivery_trend: z.array(DeliveryTrendDay).optional(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;
