import type { DeliveryTrendDay } from '@speakwell/contracts';
import { describePace } from '@speakwell/speech';
import { Card } from '@speakwell/ui';
import { formatLongDate } from '../stats-format.js';

/** Pace and filler words per day over the last 30 days, from the answers whose delivery was measured. */
export function DeliveryTrendCard({ days }: { days: DeliveryTrendDay[] }) {
  return (
    <Card title="Pace and Fillers (Last 30 Days)" aria-label="Pace and Fillers (Last 30 Days)">
      {days.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-500">No spoken answers measured in the last 30 days.</p>
      ) : (
        <div className="max-h-72 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Pace and fillers per day</caption>
            <thead className="bg-ink-50 text-xs font-semibold text-ink-600">
              <tr>
                <th scope="col" className="px-3 py-2">Day</th>
                <th scope="col" className="px-3 py-2">Pace</th>
                <th scope="col" className="px-3 py-2">Fillers per 100 words</th>
                <th scope="col" className="px-3 py-2">Answers</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-1.5 font-normal text-ink-700">{formatLongDate(day.date)}</th>
                  <td className="px-3 py-1.5 text-ink-900 tabular-nums">{`${day.words_per_minute} words/min: ${describePace(day.words_per_minute)}`}</td>
                  <td className="px-3 py-1.5 text-ink-900 tabular-nums">{day.fillers_per_100_words}</td>
                  <td className="px-3 py-1.5 text-ink-900 tabular-nums">{day.answers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
