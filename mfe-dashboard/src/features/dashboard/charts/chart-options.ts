import type { DashboardStats } from '@speakwell/contracts';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { formatLongDate, formatShortDate } from '../stats-format.js';

/** Exactly what the dashboard registers with echarts/core: line and bar charts on a grid, with tooltips. */
export type DashboardChartOption = ComposeOption<LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption>;

// The design system's brand and ink colours (libs/ui/src/styles.css), and its font.
const BRAND = '#3b66f5';
const BRAND_SOFT = 'rgba(59, 102, 245, 0.12)';
const INK_MUTED = '#667085';
const INK_STRONG = '#101828';
const GRID_LINE = '#eef0f4';
const FONT = "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The product's rating scale: every rating axis runs from 1 to 5 in whole steps. */
const RATING_AXIS = { type: 'value' as const, min: 1, max: 5, interval: 1 };

const axisLabel = { color: INK_MUTED, fontSize: 11 };
/** A value axis: light grid lines across the plot, no axis line (as the design's cards draw them). */
const valueAxis = { axisLabel, splitLine: { lineStyle: { color: GRID_LINE } } };
/** A category axis: a light axis line, no ticks. */
const categoryAxis = { type: 'category' as const, axisLabel, axisTick: { show: false }, axisLine: { lineStyle: { color: GRID_LINE } } };

/** Tooltips for the whole column under the pointer (not only when touching a point), light like the cards. */
const tooltip = {
  trigger: 'axis' as const,
  confine: true,
  backgroundColor: '#ffffff',
  borderColor: '#d0d5dd',
  padding: 10,
  textStyle: { color: INK_STRONG, fontFamily: FONT, fontSize: 12 },
};

const base = {
  textStyle: { fontFamily: FONT, color: INK_MUTED },
  grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
  tooltip,
  // Lines and bars grow in for half a second (the chart turns animation off for reduced motion).
  animationDuration: 500,
};

/** A brand-coloured line with round points. */
const brandLine = { symbol: 'circle', lineStyle: { color: BRAND, width: 2.5 }, itemStyle: { color: BRAND } };
/** Numbers written at the bars' ends. */
const valueLabel = { show: true, color: INK_MUTED, fontSize: 11 };

/** 'Drills (Last 30 Days)': answered drills per UTC day, zero days included. */
export function drillsPerDayOption(days: DashboardStats['drills_per_day']): DashboardChartOption {
  return {
    ...base,
    xAxis: { ...categoryAxis, data: days.map((day) => formatShortDate(day.date)), boundaryGap: false, axisLabel: { ...axisLabel, hideOverlap: true } },
    // Whole numbers of drills, from zero.
    yAxis: { type: 'value', min: 0, minInterval: 1, ...valueAxis },
    series: [
      {
        type: 'line',
        name: 'Drills',
        data: days.map((day) => day.count),
        // Straight segments: a smoothed curve would dip below zero between days.
        smooth: false,
        symbolSize: 5,
        ...brandLine,
        areaStyle: { color: BRAND_SOFT },
      },
    ],
  };
}

/** 'Weekly Progress (Average Rating)': one point per ISO week (Monday start), on the 1-5 scale. */
export function weeklyRatingOption(weeks: DashboardStats['weekly_avg_rating']): DashboardChartOption {
  return {
    ...base,
    tooltip: {
      ...tooltip,
      formatter: (params: unknown) => {
        const week = weeks[firstDataIndex(params) ?? -1];
        return week ? `Week of ${formatLongDate(week.week)}<br/>Average rating: <b>${week.avgRating.toFixed(1)} / 5</b>` : '';
      },
    },
    // Half a step of room at both ends (boundaryGap), so a lone week sits in the middle, not on the edge.
    xAxis: { ...categoryAxis, data: weeks.map((entry) => formatShortDate(entry.week)) },
    yAxis: { ...RATING_AXIS, ...valueAxis },
    series: [
      {
        type: 'line',
        name: 'Average rating',
        data: weeks.map((entry) => entry.avgRating),
        // Smooth, but never past a real point (a curve over 5 or under 1 would be a lie).
        smooth: true,
        smoothMonotone: 'x',
        symbolSize: 8,
        ...brandLine,
      },
    ],
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
export function topicRatingOption(topics: DashboardStats['avg_rating_by_topic'], { phone = false }: { phone?: boolean } = {}): DashboardChartOption {
  const average = (index: number) => topics[index]?.avgRating.toFixed(1) ?? '';
  return {
    ...base,
    // Room for the numbers written past the longest bar.
    grid: { ...base.grid, right: 36 },
    tooltip: {
      ...tooltip,
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const index = firstDataIndex(params) ?? -1;
        const topic = topics[index];
        return topic ? `${escapeHtml(topic._id)}<br/>Average rating: <b>${average(index)} / 5</b>` : '';
      },
    },
    xAxis: { ...RATING_AXIS, ...valueAxis },
    // ECharts draws a category y axis bottom-up: inverse, the API's order (most practised first) reads top-down.
    yAxis: { ...categoryAxis, inverse: true, data: topics.map((topic) => shorten(topic._id, phone ? TOPIC_LABEL_LENGTH.phone : TOPIC_LABEL_LENGTH.wide)) },
    series: [
      {
        type: 'bar',
        name: 'Average rating',
        data: topics.map((topic) => Math.max(topic.avgRating, RATING_AXIS.min + MIN_VISIBLE_RATING_STEP)),
        barMaxWidth: 22,
        itemStyle: { color: BRAND, borderRadius: [0, 6, 6, 0] },
        label: { ...valueLabel, position: 'right', formatter: ({ dataIndex }) => average(dataIndex) },
      },
    ],
  };
}

/** 'Frameworks Used': how often each answer framework was recommended, most used first. */
export function frameworksOption(frameworks: DashboardStats['common_structures']): DashboardChartOption {
  return {
    ...base,
    // Room for the numbers written above the tallest bar.
    grid: { ...base.grid, top: 24 },
    tooltip: { ...tooltip, axisPointer: { type: 'shadow' } },
    // Every framework named under its bar (interval 0: none skipped).
    xAxis: { ...categoryAxis, data: frameworks.map((framework) => framework._id), axisLabel: { ...axisLabel, interval: 0 } },
    yAxis: { type: 'value', min: 0, minInterval: 1, ...valueAxis },
    series: [
      {
        type: 'bar',
        name: 'Times Recommended',
        data: frameworks.map((framework) => framework.count),
        barMaxWidth: 40,
        itemStyle: { color: BRAND, borderRadius: [6, 6, 0, 0] },
        label: { ...valueLabel, position: 'top' },
      },
    ],
  };
}

/** Topic names are the user's own words: shown as text inside the tooltip's HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The data index under an axis tooltip (ECharts passes one item or a list). */
function firstDataIndex(params: unknown): number | null {
  const first: unknown = Array.isArray(params) ? params[0] : params;
  if (typeof first === 'object' && first !== null && 'dataIndex' in first && typeof first.dataIndex === 'number') return first.dataIndex;
  return null;
}
