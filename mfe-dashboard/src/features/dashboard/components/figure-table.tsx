import type { ReactNode } from 'react';

/** One row of a figure table: what it is about (a day, a topic...) and its figures. */
export interface FigureRow {
  key: string;
  label: ReactNode;
  figures: ReactNode[];
}

/**
 * The dashboard's tables of figures: the data under each chart and the Pace and Fillers table.
 * The head stays in view while the rows scroll; the text size is the caller's.
 */
export function FigureTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: readonly FigureRow[] }) {
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-ink-50 text-xs font-semibold text-ink-600">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-1.5 py-2 sm:px-3">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="px-1.5 py-1.5 font-normal break-words text-ink-700 sm:px-3">
              {row.label}
            </th>
            {row.figures.map((figure, index) => (
              <td key={columns[index + 1] ?? index} className="px-1.5 py-1.5 text-ink-900 tabular-nums sm:px-3">
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
