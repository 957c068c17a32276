import { Badge, Button, IconPlus, IconTrash, Toggle } from '@speakwell/ui';
import type { DrillPractice } from '../hooks/use-drill-practice.js';

interface PracticeHeaderProps {
  practice: DrillPractice;
  onNewTopic: () => void;
  onDelete: () => void;
}

/** 'Topic: ...', the mid-session Focus Mode switch and the session's own actions. */
export function PracticeHeader({ practice, onNewTopic, onDelete }: PracticeHeaderProps) {
  const { topic, focusMode, context, recording, feedback } = practice;
  // A question change while an answer is being rated would drop that answer from the history.
  const busy = recording.active || feedback.loading;
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-brand-600 uppercase">Speaking Drill</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-ink-900 sm:text-3xl">{topic ? `Topic: ${topic}` : 'Practice Session'}</h1>
        {focusMode && context.trim() && (
          <Badge tone="success" className="mt-3">
            Context Active
          </Badge>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 sm:gap-3">
        <span className="rounded-xl bg-white px-3 py-1.5 shadow-card ring-1 ring-ink-200/70">
          <Toggle
            checked={focusMode}
            onChange={practice.toggleFocusMode}
            label="Focus Mode"
            title={focusMode ? 'Switch to Regular Mode' : 'Switch to Focus Mode'}
            disabled={busy}
          />
        </span>
        {/* On a phone the two buttons show their icons only, so the row fits one line. */}
        <Button variant="secondary" onClick={onNewTopic} disabled={busy} title="New Topic">
          <IconPlus className="size-4" />
          <span className="sr-only sm:not-sr-only">New Topic</span>
        </Button>
        <Button variant="ghost" onClick={onDelete} title="Delete Session" className="text-red-700 hover:bg-red-50 hover:text-red-800">
          <IconTrash className="size-4" />
          <span className="sr-only sm:not-sr-only">Delete Session</span>
        </Button>
      </div>
    </header>
  );
}
