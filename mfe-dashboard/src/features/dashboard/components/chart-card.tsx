import { Card, Spinner } from '@speakwell/ui';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { DashboardChartOption } from '../charts/chart-options.js';
import type { ChartTable } from '../charts/chart-tables.js';
import { ChartDataTable } from './chart-data-table.js';

const loadChartModule = () => import(/* webpackChunkName: "dashboard-chart" */ '../charts/dashboard-chart.js');
const LazyDashboardChart = lazy(() => loadChartModule().then((module) => ({ default: module.DashboardChart })));

/** Starts downloading ECharts while the statistics load, so the charts do not wait twice. */
export function preloadCharts(): void {
  void loadChartModule();
}

export interface ChartCardProps {
  title: string;
  /** Text shown instead of the chart when there is nothing to draw. */
  emptyText: string;
  /** Built only when there is data; null shows the empty text. */
  option: DashboardChartOption | null;
  /** What the chart shows, for screen readers. */
  label: string;
  /** A legend line under the title. */
  legend?: string;
  /** The same numbers as a table, offered under the chart. */
  table: ChartTable;
}

/** One chart of the dashboard in a card of fixed height, so the grid never jumps as charts load. */
export function ChartCard({ title, emptyText, option, label, legend, table }: ChartCardProps) {
  return (
    <Card title={title} aria-label={title} className="flex flex-col">
      {legend && option && (
        <p className="-mt-2 mb-3 flex items-center gap-2 text-xs font-medium text-ink-500">
          <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-brand-500" />
          {legend}
        </p>
      )}
      <div className="h-64 sm:h-72">
        {option ? (
          <ChartErrorBoundary>
            <Suspense fallback={<ChartPlaceholder />}>
              <LazyDashboardChart option={option} label={label} />
            </Suspense>
          </ChartErrorBoundary>
        ) : (
          <p className="flex h-full items-center justify-center rounded-xl border border-dashed border-ink-200 bg-ink-50/60 px-6 text-center text-sm text-ink-500">
            {emptyText}
          </p>
        )}
      </div>
      {option && <ChartDataTable title={title} table={table} />}
    </Card>
  );
}

function ChartPlaceholder() {
  return (
    <div className="flex h-full items-center justify-center text-ink-500">
      <Spinner size="md" label="Loading chart" />
    </div>
  );
}

/** A chart library that fails to download costs one card its chart, not the whole screen. */
class ChartErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Could not draw a dashboard chart', error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className="flex h-full items-center justify-center text-center text-sm text-ink-500">This chart could not be shown. Reload the page to try again.</p>
      );
    }
    return this.props.children;
  }
}
