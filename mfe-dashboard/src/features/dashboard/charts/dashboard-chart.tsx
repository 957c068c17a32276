// The only module that loads ECharts: the dashboard imports it lazily, so the remote's entry
// stays small and the library arrives only when there is a chart to draw.
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/use-media-query.js';
import type { DashboardChartOption } from './chart-options.js';

// Tree-shaken: only what the four charts draw (the option type in chart-options.ts names the same parts).
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export interface DashboardChartProps {
  option: DashboardChartOption;
  /** Names the chart for screen readers (the canvas itself says nothing). */
  label: string;
}

/** One chart on a canvas that fills its box; drawn anew when its numbers change, still when the user asks for less motion. */
export function DashboardChart({ option, label }: DashboardChartProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  return (
    <div role="img" aria-label={label} className="h-full w-full">
      <ReactEChartsCore
        echarts={echarts}
        option={reducedMotion ? { ...option, animation: false } : option}
        notMerge
        style={{ height: '100%', width: '100%' }}
        opts={{ renderer: 'canvas' }}
      />
    </div>
  );
}
