import { useStartSession } from '@speakwell/api-client/queries';
import { Card, FormSubmit, TextArea, TextField } from '@speakwell/ui';
import { useState, type FormEvent } from 'react';
import { canStartMeeting, CONTEXT_REQUIRED, type ActiveMeeting, type MeetingPrefill } from '../meeting-rules.js';

interface MeetingSetupFormProps {
  initial: MeetingPrefill;
  /** The user is filling the form in (its first focus) or sends it: what the live view needs can load. */
  onStarting: () => void;
  onStarted: (meeting: ActiveMeeting) => void;
}

/** Title (optional), the meeting context, and 'Start Session'. */
export function MeetingSetupForm({ initial, onStarting, onStarted }: MeetingSetupFormProps) {
  const [title, setTitle] = useState(initial.title);
  const [context, setContext] = useState(initial.context);
  const [contextMissing, setContextMissing] = useState(false);
  const createSession = useStartSession();

  function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onStarting();
    if (!canStartMeeting(context)) {
      setContextMissing(true);
      const field = event.currentTarget.elements.namedItem('context');
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    createSession.start({ title: title.trim(), context }, (sessionId) => onStarted({ sessionId, title: title.trim(), context }));
  }

  return (
    <Card className="mx-auto max-w-2xl">
      <form onSubmit={start} onFocus={onStarting} className="space-y-5" noValidate>
        <TextField
          label="Title (optional)"
          name="title"
          maxLength={300}
          autoComplete="off"
          placeholder="Weekly product sync"
          hint="Untitled sessions are saved as 'Untitled Meeting'."
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextArea
          label="Context"
          name="context"
          rows={8}
          placeholder="Paste the agenda, your notes and your background. Answers are drawn from this."
          hint="The agenda, meeting notes, your role and background."
          error={contextMissing && !canStartMeeting(context) ? CONTEXT_REQUIRED : undefined}
          value={context}
          onChange={(event) => {
            setContext(event.target.value);
            if (canStartMeeting(event.target.value)) setContextMissing(false);
          }}
        />
        <FormSubmit error={createSession.isError ? 'Failed to start a new session.' : null} loading={createSession.isPending}>
          Start Session
        </FormSubmit>
      </form>
    </Card>
  );
}
