import { errorText } from '@speakwell/api-client';
import { Button, Card, ErrorText, TextArea, TextField, Toggle } from '@speakwell/ui';
import { useState, type FormEvent } from 'react';
import { useCreateDrillSession } from '../api/create-drill-session.js';

export interface StartedDrill {
  sessionId: string;
  topic: string;
}

/** Topic, optional Focus Mode context, and 'Start Drill'. */
export function StartDrillForm({ onStarted }: { onStarted: (drill: StartedDrill) => void }) {
  const [topic, setTopic] = useState('');
  const [focusMode, setFocusMode] = useState(false);
  const [context, setContext] = useState('');
  const createSession = useCreateDrillSession();

  function start(event: FormEvent) {
    event.preventDefault();
    createSession.mutate(
      { topic, focusMode, context: focusMode ? context : '' },
      { onSuccess: ({ session_id }) => onStarted({ sessionId: session_id, topic }) },
    );
  }

  return (
    <Card className="mx-auto max-w-2xl">
      <form onSubmit={start} className="space-y-5">
        <TextField label="Topic" name="topic" required placeholder="JavaScript interviews" value={topic} onChange={(event) => setTopic(event.target.value)} />
        <Toggle checked={focusMode} onChange={setFocusMode} label="Focus Mode" title={focusMode ? 'Switch to Regular Mode' : 'Switch to Focus Mode'} />
        {focusMode && (
          <TextArea
            label="Context"
            name="context"
            rows={8}
            placeholder="Paste a resume, a job description or a meeting agenda."
            value={context}
            onChange={(event) => setContext(event.target.value)}
          />
        )}
        <ErrorText>{createSession.isError ? errorText(createSession.error, 'Failed to start a new session.') : null}</ErrorText>
        <Button type="submit" size="lg" className="w-full" loading={createSession.isPending}>
          Start Drill
        </Button>
      </form>
    </Card>
  );
}
