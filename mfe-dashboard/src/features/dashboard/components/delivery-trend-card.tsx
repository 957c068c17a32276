import type { DeliveryTrendDay } from '@speakwell/contracts';
import { describePace, measuredPace } from '@speakwell/speech';
import { Card } from '@speakwell/ui';
import { formatLongDate } from '../stats-format.js';

/** A day's pace, by the rule of a single answer's Delivery card (a burst of words is not a pace). */
function PaceCell({ wordsPerMinute }: { wordsPerMinute: number }) {
  const pace = measuredPace(wordsPerMinute);
  if (pace === null) return <span className="text-ink-500">Not measured</span>;
  return (
    <>
      <span className="block">{`${pace} words/min:`}</span> <span className="block text-xs text-ink-500">{describePace(pace)}</span>
    </>
  );
}

/** Pace and filler words per day over the last 30 days, from the answers whose delivery was measured. */
export function DeliveryTrendCard({ days }: { days: DeliveryTrendDay[] }) {
  return (
    <Card title="Pace and Fillers (Last 30 Days)" aria-label="Pace and Fillers (Last 30 Days)">
      {days.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-500">No spoken answers measured in the last 30 days.</p>
      ) : (
        <div className="max-h-72 overflow-y-auto">
          <table className="w-full text-left text-xs sm:text-sm">
            <caption className="sr-only">Pace and fillers per day</caption>
            <thead className="bg-ink-50 text-xs font-semibold text-ink-600">
              <tr>
                <th scope="col" className="px-1.5 py-2 sm:px-3">
                  Day
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-3">
                  Pace
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-3">
                  Fillers per 100 words
                </th>
                <th scope="col" className="px-1.5 py-2 sm:px-3">
                  Answers
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-1.5 py-1.5 font-normal text-ink-700 sm:px-3">
                    {formatLongDate(day.date)}
                  </th>
                  <td className="px-1.5 py-1.5 text-ink-900 tabular-nums sm:px-3">
                    <PaceCell wordsPerMinute={day.words_per_minute} />
                  </td>
                  <td className="px-1.5 py-1.5 text-ink-900 tabular-nums sm:px-3">{day.fillers_per_100_words}</td>
                  <td className="px-1.5 py-1.5 text-ink-900 tabular-nums sm:px-3">{day.answers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
