import { Card, IconChevronDown, TextArea } from '@speakwell/ui';
import { useId, useState } from 'react';

/** The session's context, folded away; notes added here are used by the next answers. */
export function MeetingContextPanel({ context, onChange }: { context: string; onChange: (context: string) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Card>
      <button
        type="button"
        className="flex w-full items-center justify-between gap-3 text-left text-base font-semibold text-ink-900"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Meeting Context
        <IconChevronDown className={`size-4 text-ink-500 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div id={panelId} className="mt-4">
          <TextArea
            aria-label="Meeting context"
            rows={6}
            hint="Answers are drawn from this; notes added here count from the next answer."
            value={context}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      )}
    </Card>
  );
}
