import { countHabits, findFillersAndHedges, type FillerCount, type SpeechHabit } from '@speakwell/words';
import { Fragment, type ReactNode } from 'react';

/** Fillers and hedges look different in shape as well as colour: a solid or a dashed underline. */
const LOOK: Record<SpeechHabit['kind'], string> = {
  filler: 'rounded-sm bg-amber-100 px-0.5 text-ink-900 underline decoration-amber-700 decoration-2 underline-offset-2',
  hedge: 'rounded-sm bg-sky-100 px-0.5 text-ink-900 underline decoration-sky-700 decoration-dashed decoration-2 underline-offset-2',
};

function listCounts(counts: FillerCount[]): string {
  return counts.map(({ filler, count }) => `${filler} ×${count}`).join(', ');
}

function total(counts: FillerCount[]): number {
  return counts.reduce((sum, { count }) => sum + count, 0);
}

/** The answer as said, with each phrase marked and named for screen readers too. */
function markedText(text: string, habits: SpeechHabit[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const habit of habits) {
    if (habit.start > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, habit.start)}</Fragment>);
    parts.push(
      <mark key={`m${habit.start}`} className={LOOK[habit.kind]} data-kind={habit.kind}>
        {text.slice(habit.start, habit.end)}
        <span className="sr-only">{` (${habit.kind})`}</span>
      </mark>,
    );
    at = habit.end;
  }
  if (at < text.length) parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return parts;
}

/**
 * A spoken answer with its filler words and hedges highlighted, found by the same rule as the
 * delivery metrics, and a key that names both kinds with how often each phrase was said.
 */
export function HighlightedAnswer({ text, className = '' }: { text: string; className?: string }) {
  const habits = findFillersAndHedges(text);
  const fillers = countHabits(habits, 'filler');
  const hedges = countHabits(habits, 'hedge');
  return (
    <div className={className}>
      <blockquote className="border-l-4 border-ink-200 pl-4 text-sm leading-relaxed whitespace-pre-wrap text-ink-700">{markedText(text, habits)}</blockquote>
      <ul aria-label="Fillers and hedges" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 pl-5 text-xs text-ink-600">
        <li>
          <mark className={LOOK.filler}>Fillers</mark>
          {` ${total(fillers)}`}
          {fillers.length > 0 && `: ${listCounts(fillers)}`}
        </li>
        <li>
          <mark className={LOOK.hedge}>Hedges</mark>
          {` ${total(hedges)}`}
          {hedges.length > 0 && `: ${listCounts(hedges)}`}
        </li>
      </ul>
    </div>
  );
}
