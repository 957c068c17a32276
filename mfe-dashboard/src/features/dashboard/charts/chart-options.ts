import type { DashboardStats } from '@speakwell/contracts';
import type { ChartConfiguration, TooltipItem } from 'chart.js';
import { formatLongDate, formatShortDate } from '../stats-format.js';
import { barValueLabels } from './bar-value-labels.js';

/** What the dashboard draws with Chart.js: line and bar charts of numbers over named categories. */
export type DashboardChartConfig = ChartConfiguration<'line', number[], string> | ChartConfiguration<'bar', number[], string>;

// The design system's brand and ink colours (libs/ui/src/styles.css), and its font.
const BRAND = '#3b66f5';
const BRAND_SOFT = 'rgba(59, 102, 245, 0.12)';
const INK_MUTED = '#667085';
const INK_STRONG = '#101828';
const GRID_LINE = '#eef0f4';
export const CHART_FONT = "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
export const CHART_TEXT_COLOR = INK_MUTED;

/** The spec's rating scale: every rating axis runs from 1 to 5. */
const RATING_AXIS = { type: 'linear' as const, min: 1, max: 5, ticks: { stepSize: 1 } };

const ticks = { color: INK_MUTED, font: { size: 11 } };
/** A value axis: light grid lines, no axis line (as the design's cards draw them). */
const valueGrid = { grid: { color: GRID_LINE }, border: { display: false } };
/** A category axis: a light axis line, no grid lines across the plot. */
const categoryGrid = { grid: { display: false }, border: { color: GRID_LINE } };

/** Tooltips for the whole column under the pointer (not only when touching a point), light like the cards. */
const tooltip = {
  mode: 'index' as const,
  intersect: false,
  backgroundColor: '#ffffff',
  borderColor: '#d0d5dd',
  borderWidth: 1,
  titleColor: INK_STRONG,
  bodyColor: INK_STRONG,
  padding: 10,
  displayColors: false,
};

const base = {
  responsive: true,
  maintainAspectRatio: false,
  interaction: { mode: 'index' as const, intersect: false },
};

const valueLabelStyle = { color: INK_MUTED, font: `11px ${CHART_FONT}` };
/** A brand-coloured line with round points, drawn whole even on the axis' ends (a rating of 1 or 5). */
const brandLine = { borderColor: BRAND, borderWidth: 2.5, pointBackgroundColor: BRAND, clip: false as const };
/** Brand-coloured bars, rounded at their ends. */
const brandBars = { backgroundColor: BRAND, borderRadius: 6, borderSkipped: 'start' as const };

/** Every dashboard chart draws one series of numbers over named categories. */
function oneSeries<TDataset>(labels: string[], dataset: TDataset): { labels: string[]; datasets: TDataset[] } {
  return { labels, datasets: [dataset] };
}

/** 'Drills (Last 30 Days)': answered drills per UTC day, zero days included. */
export function drillsPerDayOption(days: DashboardStats['drills_per_day']): ChartConfiguration<'line', number[], string> {
  return {
    type: 'line',
    data: oneSeries(days.map((day) => formatShortDate(day.date)), {
      label: 'Drills',
      data: days.map((day) => day.count),
      // Straight segments: a smoothed curve would dip below zero between days.
      tension: 0,
      pointRadius: 2.5,
      ...brandLine,
      fill: 'origin',
      backgroundColor: BRAND_SOFT,
    }),
    options: {
      ...base,
      plugins: { tooltip },
      scales: {
        x: { ...categoryGrid, ticks: { ...ticks, maxRotation: 0, autoSkipPadding: 12 } },
        y: { ...valueGrid, beginAtZero: true, ticks: { ...ticks, precision: 0 } },
      },
    },
  };
}

/** 'Weekly Progress (Average Rating)': one point per ISO week (Monday start), on the 1-5 scale. */
export function weeklyRatingOption(weeks: DashboardStats['weekly_avg_rating']): ChartConfiguration<'line', number[], string> {
  const week = (items: TooltipItem<'line'>[]) => weeks[items[0]?.dataIndex ?? -1];
  return {
    type: 'line',
    data: oneSeries(weeks.map((entry) => formatShortDate(entry.week)), {
      label: 'Average rating',
      data: weeks.map((entry) => entry.avgRating),
      // Smooth, but never past a real point (a curve over 5 or under 1 would be a lie).
      cubicInterpolationMode: 'monotone',
      pointRadius: 4,
      ...brandLine,
    }),
    options: {
      ...base,
      plugins: {
        tooltip: {
          ...tooltip,
          callbacks: {
            title: (items) => (week(items) ? `Week of ${formatLongDate(week(items).week)}` : ''),
            label: ({ dataIndex }) => `Average rating: ${weeks[dataIndex]?.avgRating.toFixed(1) ?? ''} / 5`,
          },
        },
      },
      scales: {
        // Half a step of room at both ends, so a lone week sits in the middle, not on the edge.
        x: { ...categoryGrid, offset: true, ticks },
        y: { ...RATING_AXIS, ...valueGrid, ticks: { ...ticks, ...RATING_AXIS.ticks } },
      },
    },
  };
}

/** Topic names beside the bars (in characters): shorter on a phone, so the bars keep most of the width. */
const TOPIC_LABEL_LENGTH = { phone: 12, wide: 24 };
/**
 * A topic averaging 1.0 sits on the axis' start and would get no bar at all: its bar is drawn
 * this far past 1 (about 1.5% of the axis), while labels and tooltips keep the real average.
 */
const MIN_VISIBLE_RATING_STEP = 0.06;

/** A topic name cut to fit beside the bars; the tooltip and the table keep it whole. */
function shorten(name: string, length: number): string {
  return name.length > length ? `${name.slice(0, length - 1).trimEnd()}…` : name;
}

/** 'Average Rating by Topic': horizontal bars on the 1-5 scale, the most practised topic on top. */
export function topicRatingOption(topics: DashboardStats['avg_rating_by_topic'], { phone = false }: { phone?: boolean } = {}): ChartConfiguration<'bar', number[], string> {
  const average = (index: number) => topics[index]?.avgRating.toFixed(1) ?? '';
  return {
    type: 'bar',
    // Chart.js draws a category y axis top-down: the API's order (most practised first) reads as is.
    data: oneSeries(
      topics.map((topic) => shorten(topic._id, phone ? TOPIC_LABEL_LENGTH.phone : TOPIC_LABEL_LENGTH.wide)),
      {
        label: 'Average rating',
        data: topics.map((topic) => Math.max(topic.avgRating, RATING_AXIS.min + MIN_VISIBLE_RATING_STEP)),
        maxBarThickness: 22,
        ...brandBars,
      },
    ),
    options: {
      ...base,
      indexAxis: 'y',
      // Room for the numbers written past the longest bar.
      layout: { padding: { right: 28 } },
      plugins: {
        tooltip: {
          ...tooltip,
          callbacks: {
            title: (items) => topics[items[0]?.dataIndex ?? -1]?._id ?? '',
            label: ({ dataIndex }) => `Average rating: ${average(dataIndex)} / 5`,
          },
        },
      },
      scales: {
        x: { ...RATING_AXIS, ...valueGrid, ticks: { ...ticks, ...RATING_AXIS.ticks } },
        y: { ...categoryGrid, ticks },
      },
    },
    plugins: [barValueLabels(average, valueLabelStyle)],
  };
}

/** 'Frameworks Used': how often each answer framework was recommended, most used first. */
export function frameworksOption(frameworks: DashboardStats['common_structures']): ChartConfiguration<'bar', number[], string> {
  return {
    type: 'bar',
    data: oneSeries(frameworks.map((framework) => framework._id), {
      label: 'Times Recommended',
      data: frameworks.map((framework) => framework.count),
      maxBarThickness: 40,
      ...brandBars,
    }),
    options: {
      ...base,
      // Room for the numbers written above the tallest bar.
      layout: { padding: { top: 18 } },
      plugins: { tooltip },
      scales: {
        x: { ...categoryGrid, ticks: { ...ticks, autoSkip: false } },
        y: { ...valueGrid, beginAtZero: true, ticks: { ...ticks, precision: 0 } },
      },
    },
    plugins: [barValueLabels((index) => String(frameworks[index]?.count ?? ''), valueLabelStyle)],
  };
}
