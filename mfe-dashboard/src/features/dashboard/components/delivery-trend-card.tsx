import type { DeliveryTrendDay } from '@speakwell/contracts';
import { describePace, measuredPace } from '@speakwell/speech';
import { Card } from '@speakwell/ui';
import { formatLongDate } from '../stats-format.js';
import { FigureTable } from './figure-table.js';

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

const COLUMNS = ['Day', 'Pace', 'Fillers per 100 words', 'Answers'];

/** Pace and filler words per day over the last 30 days, from the answers whose delivery was measured. */
export function DeliveryTrendCard({ days }: { days: DeliveryTrendDay[] }) {
  return (
    <Card title="Pace and Fillers (Last 30 Days)" aria-label="Pace and Fillers (Last 30 Days)">
      {days.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-500">No spoken answers measured in the last 30 days.</p>
      ) : (
        <div className="max-h-72 overflow-y-auto text-xs sm:text-sm">
          <FigureTable
            caption="Pace and fillers per day"
            columns={COLUMNS}
            rows={[...days].reverse().map((day) => ({
              key: day.date,
              label: formatLongDate(day.date),
              figures: [<PaceCell key="pace" wordsPerMinute={day.words_per_minute} />, day.fillers_per_100_words, day.answers],
            }))}
          />
        </div>
      )}
    </Card>
  );
}
