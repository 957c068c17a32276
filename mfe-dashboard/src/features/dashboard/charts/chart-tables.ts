import type { DashboardStats } from '@speakwell/contracts';
import { formatLongDate } from '../stats-format.js';

/** A chart's numbers as a two-column table: the alternative to the picture. */
export interface ChartTable {
  columns: [string, string];
  rows: Array<[string, string]>;
}

export function drillsPerDayTable(days: DashboardStats['drills_per_day']): ChartTable {
  return { columns: ['Day', 'Drills'], rows: days.map((day) => [formatLongDate(day.date), String(day.count)]) };
}

export function weeklyRatingTable(weeks: DashboardStats['weekly_avg_rating']): ChartTable {
  return { columns: ['Week of', 'Average rating (1-5)'], rows: weeks.map((week) => [formatLongDate(week.week), week.avgRating.toFixed(1)]) };
}

export function topicRatingTable(topics: DashboardStats['avg_rating_by_topic']): ChartTable {
  return { columns: ['Topic', 'Average rating (1-5)'], rows: topics.map((topic) => [topic._id, topic.avgRating.toFixed(1)]) };
}

export function frameworksTable(frameworks: DashboardStats['common_structures']): ChartTable {
  return { columns: ['Framework', 'Times Recommended'], rows: frameworks.map((framework) => [framework._id, String(framework.count)]) };
}
