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
        <table className="w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-ink-50 text-xs font-semibold text-ink-600">
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {table.rows.map(([label, value], index) => (
              <tr key={`${index}-${label}`}>
                <th scope="row" className="px-3 py-1.5 font-normal break-words text-ink-700">
                  {label}
                </th>
                <td className="px-3 py-1.5 text-ink-900 tabular-nums">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
