import type { DashboardStats } from '@speakwell/contracts';
import { useMemo } from 'react';
import { drillsPerDayOption, frameworksOption, topicRatingOption, weeklyRatingOption } from '../charts/chart-options.js';
import { drillsPerDayTable, frameworksTable, topicRatingTable, weeklyRatingTable } from '../charts/chart-tables.js';
import { PHONE_QUERY, useMediaQuery } from '../hooks/use-media-query.js';
import { formatLongDate } from '../stats-format.js';
import { ChartCard } from './chart-card.js';
import { DeliveryTrendCard } from './delivery-trend-card.js';

/** The four progress charts, two per row on wide screens; each says so when it has no data. */
export function DashboardCharts({ stats }: { stats: DashboardStats }) {
  const recentDrills = stats.drills_per_day.reduce((sum, day) => sum + day.count, 0);
  const days = stats.drills_per_day;
  const phone = useMediaQuery(PHONE_QUERY);
  // Built once per set of numbers: a new option draws its chart anew.
  const options = useMemo(
    () => ({
      days: recentDrills > 0 ? drillsPerDayOption(days) : null,
      weeks: stats.weekly_avg_rating.length > 0 ? weeklyRatingOption(stats.weekly_avg_rating) : null,
      topics: stats.avg_rating_by_topic.length > 0 ? topicRatingOption(stats.avg_rating_by_topic, { phone }) : null,
      frameworks: stats.common_structures.length > 0 ? frameworksOption(stats.common_structures) : null,
    }),
    [recentDrills, days, stats.weekly_avg_rating, stats.avg_rating_by_topic, stats.common_structures, phone],
  );
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <ChartCard
        title="Drills (Last 30 Days)"
        emptyText="No drills in the last 30 days."
        option={options.days}
        table={drillsPerDayTable(days)}
        label={
          days.length > 0
            ? `${recentDrills} ${recentDrills === 1 ? 'drill' : 'drills'} answered from ${formatLongDate(days[0].date)} to ${formatLongDate(days[days.length - 1].date)}`
            : 'No drills'
        }
      />
      <ChartCard
        title="Weekly Progress (Average Rating)"
        emptyText="No rated drills yet."
        option={options.weeks}
        table={weeklyRatingTable(stats.weekly_avg_rating)}
        label={`Average rating per week: ${stats.weekly_avg_rating.map((week) => `week of ${formatLongDate(week.week)} ${week.avgRating.toFixed(1)} out of 5`).join(', ')}`}
      />
      <ChartCard
        title="Average Rating by Topic"
        emptyText="No topics practiced yet."
        option={options.topics}
        table={topicRatingTable(stats.avg_rating_by_topic)}
        label={`Average rating by topic: ${stats.avg_rating_by_topic.map((topic) => `${topic._id} ${topic.avgRating.toFixed(1)} out of 5`).join(', ')}`}
      />
      <ChartCard
        title="Frameworks Used"
        emptyText="No framework data available yet."
        legend="Times Recommended"
        option={options.frameworks}
        table={frameworksTable(stats.common_structures)}
        label={`Times Recommended: ${stats.common_structures.map((framework) => `${framework._id} ${framework.count}`).join(', ')}`}
      />
      {stats.delivery_trend && <DeliveryTrendCard days={stats.delivery_trend} />}
    </div>
  );
}
