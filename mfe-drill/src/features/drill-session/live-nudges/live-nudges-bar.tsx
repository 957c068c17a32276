import type { Transcript } from '@speakwell/speech';
import { Toggle } from '@speakwell/ui';
import type { PaceVerdict } from './live-pace.js';
import { useLiveNudges, useLiveNudgesSetting } from './use-live-nudges.js';

const VERDICT_LOOK: Record<PaceVerdict, string> = {
  'too slow': 'bg-sky-50 text-sky-800 ring-sky-200',
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'too fast': 'bg-amber-50 text-amber-900 ring-amber-200',
};

const chip = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';

/**
 * Quiet nudges while speaking: the pace of the last seconds and the fillers so far, in words
 * (not colour alone), with a switch that is remembered on this device.
 */
export function LiveNudgesBar({ active, heard }: { active: boolean; heard: Transcript }) {
  const [on, setOn] = useLiveNudgesSetting();
  const { pace, fillers } = useLiveNudges(active && on, heard);
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      {/* Not a live region: announcing every change would talk over the speaker. */}
      <div role="group" aria-label="Live nudges" className="flex min-h-6 flex-wrap items-center gap-2">
        {active && on && (
          <>
            <span className={`${chip} ${pace ? VERDICT_LOOK[pace.verdict] : 'bg-ink-50 text-ink-600 ring-ink-200'}`}>
              {pace ? `Pace: ${pace.verdict} (${pace.wordsPerMinute} words/min)` : 'Pace: listening...'}
            </span>
            <span className={`${chip} ${fillers > 0 ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-ink-50 text-ink-600 ring-ink-200'}`}>
              {`Fillers: ${fillers}`}
            </span>
          </>
        )}
      </div>
      <Toggle checked={on} onChange={setOn} label="Live nudges" className="text-sm" />
    </div>
  );
}
