// The only module that loads Chart.js: the dashboard imports it lazily, so the remote's entry
// stays small and the library arrives only when there is a chart to draw.
import { BarController, BarElement, CategoryScale, Chart, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/use-media-query.js';
import { CHART_FONT, CHART_TEXT_COLOR, type DashboardChartConfig } from './chart-options.js';

// Tree-shaken: only what the four charts draw.
Chart.register(LineController, LineElement, PointElement, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Filler);
Chart.defaults.font.family = CHART_FONT;
Chart.defaults.color = CHART_TEXT_COLOR;

export interface DashboardChartProps {
  config: DashboardChartConfig;
  /** Names the chart for screen readers (the canvas itself says nothing). */
  label: string;
}

/** One chart on a canvas that fills its box; drawn anew when its numbers change, still when the user asks for less motion. */
export function DashboardChart({ config, label }: DashboardChartProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    // Lines and bars grow in for half a second; nothing moves for a user who asks for less motion.
    const animation = reducedMotion ? (false as const) : { duration: 500 };
    const chart =
      config.type === 'line'
        ? new Chart(canvas.current, { ...config, options: { ...config.options, animation } })
        : new Chart(canvas.current, { ...config, options: { ...config.options, animation } });
    return () => chart.destroy();
  }, [config, reducedMotion]);
  return (
    <div role="img" aria-label={label} className="relative h-full w-full">
      <canvas ref={canvas} />
    </div>
  );
}
