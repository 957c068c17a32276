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
const GRID_LINE = '#eef0f4';
const FONT = "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The spec's rating scale: every rating axis runs from 1 to 5. */
const RATING_AXIS = { type: 'value' as const, min: 1, max: 5, interval: 1 };

const base = {
  textStyle: { fontFamily: FONT, color: INK_MUTED },
  grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
  tooltip: { trigger: 'axis' as const, confine: true },
  animationDuration: 500,
};

const axisLabel = { color: INK_MUTED, fontSize: 11 };
const splitLine = { lineStyle: { color: GRID_LINE } };

/** 'Drills (Last 30 Days)': answered drills per UTC day, zero days included. */
export function drillsPerDayOption(days: DashboardStats['drills_per_day']): DashboardChartOption {
  return {
    ...base,
    xAxis: {
      type: 'category',
      data: days.map((day) => formatShortDate(day.date)),
      boundaryGap: false,
      axisLabel: { ...axisLabel, hideOverlap: true },
      axisTick: { show: false },
      axisLine: { lineStyle: { color: GRID_LINE } },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel, splitLine },
    series: [
      {
        type: 'line',
        name: 'Drills',
        data: days.map((day) => day.count),
        // Straight segments: a smoothed curve would dip below zero between days.
        symbol: 'circle',
        symbolSize: 5,
        lineStyle: { color: BRAND, width: 2.5 },
        itemStyle: { color: BRAND },
        areaStyle: { color: BRAND_SOFT },
      },
    ],
  };
}

/** 'Weekly Progress (Average Rating)': one point per ISO week (Monday start), on the 1-5 scale. */
export function weeklyRatingOption(weeks: DashboardStats['weekly_avg_rating']): DashboardChartOption {
  return {
    ...base,
    xAxis: {
      type: 'category',
      data: weeks.map((week) => formatShortDate(week.week)),
      axisLabel,
      axisTick: { show: false },
      axisLine: { lineStyle: { color: GRID_LINE } },
    },
    yAxis: { ...RATING_AXIS, axisLabel, splitLine },
    tooltip: {
      ...base.tooltip,
      formatter: (params: unknown) => {
        const index = firstDataIndex(params);
        const week = index === null ? undefined : weeks[index];
        return week ? `Week of ${formatLongDate(week.week)}<br/>Average rating: <b>${week.avgRating.toFixed(1)} / 5</b>` : '';
      },
    },
    series: [
      {
        type: 'line',
        name: 'Average rating',
        data: weeks.map((week) => week.avgRating),
        smooth: 0.3,
        symbol: 'circle',
        symbolSize: 8,
        lineStyle: { color: BRAND, width: 2.5 },
        itemStyle: { color: BRAND },
      },
    ],
  };
}

/** Topic names beside the bars: narrower on a phone, so the bars keep most of the width. */
const TOPIC_LABEL_WIDTH = { phone: 72, wide: 140 };
/**
 * A topic averaging 1.0 sits on the axis' start and would get no bar at all (echarts' own
 * minimum bar size does not apply there): its bar is drawn this far past 1 (about 1.5% of the
 * axis), while labels and tooltips keep the real average.
 */
const MIN_VISIBLE_RATING_STEP = 0.06;

/** 'Average Rating by Topic': horizontal bars on the 1-5 scale, the most practised topic on top. */
export function topicRatingOption(topics: DashboardStats['avg_rating_by_topic'], { phone = false }: { phone?: boolean } = {}): DashboardChartOption {
  // echarts draws a category y axis bottom-up; reversed, the API's order reads top-down.
  const ordered = [...topics].reverse();
  return {
    ...base,
    tooltip: {
      ...base.tooltip,
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const index = firstDataIndex(params);
        const topic = index === null ? undefined : ordered[index];
        return topic ? `${escapeHtml(topic._id)}<br/>Average rating: <b>${topic.avgRating.toFixed(1)} / 5</b>` : '';
      },
    },
    xAxis: { ...RATING_AXIS, axisLabel, splitLine },
    yAxis: {
      type: 'category',
      data: ordered.map((topic) => topic._id),
      axisLabel: { ...axisLabel, width: phone ? TOPIC_LABEL_WIDTH.phone : TOPIC_LABEL_WIDTH.wide, overflow: 'truncate' },
      axisTick: { show: false },
      axisLine: { lineStyle: { color: GRID_LINE } },
    },
    series: [
      {
        type: 'bar',
        name: 'Average rating',
        data: ordered.map((topic) => Math.max(topic.avgRating, RATING_AXIS.min + MIN_VISIBLE_RATING_STEP)),
        barMaxWidth: 22,
        itemStyle: { color: BRAND, borderRadius: [0, 6, 6, 0] },
        label: { show: true, position: 'right', color: INK_MUTED, fontSize: 11, formatter: ({ dataIndex }) => ordered[dataIndex]?.avgRating.toFixed(1) ?? '' },
      },
    ],
  };
}

/** 'Frameworks Used': how often each answer framework was recommended, most used first. */
export function frameworksOption(frameworks: DashboardStats['common_structures']): DashboardChartOption {
  return {
    ...base,
    tooltip: { ...base.tooltip, axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: frameworks.map((framework) => framework._id),
      axisLabel: { ...axisLabel, interval: 0 },
      axisTick: { show: false },
      axisLine: { lineStyle: { color: GRID_LINE } },
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel, splitLine },
    series: [
      {
        type: 'bar',
        name: 'Times Recommended',
        data: frameworks.map((framework) => framework.count),
        barMaxWidth: 40,
        itemStyle: { color: BRAND, borderRadius: [6, 6, 0, 0] },
        label: { show: true, position: 'top', color: INK_MUTED, fontSize: 11 },
      },
    ],
  };
}

/** Topic names are the user's own words: shown as text inside the tooltip's HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The data index under an axis tooltip (echarts passes one item or a list). */
function firstDataIndex(params: unknown): number | null {
  const first: unknown = Array.isArray(params) ? params[0] : params;
  if (typeof first === 'object' && first !== null && 'dataIndex' in first && typeof first.dataIndex === 'number') return first.dataIndex;
  return null;
}
