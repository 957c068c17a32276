import { FigureTable } from './figure-table.js';
import type { ChartTable } from '../charts/chart-tables.js';

/** The chart's numbers as a table, folded away under the chart (for screen readers and exact values). */
export function ChartDataTable({ title, table }: { title: string; table: ChartTable }) {
  return (
    <details className="group mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 select-none hover:text-brand-800">Show data as a table</summary>
      <div
        role="region"
        aria-label={`${title}: data`}
        tabIndex={0}
        className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-ink-200 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <FigureTable
          caption={title}
          columns={table.columns}
          rows={table.rows.map(([label, value], index) => ({ key: `${index}-${label}`, label, figures: [value] }))}
        />
      </div>
    </details>
  );
}
