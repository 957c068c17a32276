import { useStartSession } from '@speakwell/api-client/queries';
import { topicForMode } from '@speakwell/contracts/values';
import { Card, ErrorText, FormSubmit, TextArea, TextField, Toggle } from '@speakwell/ui';
import { useState, type FormEvent } from 'react';
import { createNextDrill } from '../api/create-next-drill.js';
import { canStartDrill, keepTopicWithinLimit, MAX_TOPIC_LENGTH, type ActiveDrill } from '../drill-practice.js';

const TOPIC_MISSING = 'Enter a topic to start a drill.';
const CONTEXT_MISSING = 'Paste a resume, a job description or an agenda to start in Focus Mode.';

interface StartDrillFormProps {
  /** The user is filling the form in (its first focus) or sends it: what practice needs can load. */
  onStarting: () => void;
  onStarted: (drill: ActiveDrill) => void;
}

/** Topic, optional Focus Mode context, and 'Start Drill'. */
export function StartDrillForm({ onStarting, onStarted }: StartDrillFormProps) {
  const [topic, setTopic] = useState('');
  const [focusMode, setFocusMode] = useState(false);
  const [context, setContext] = useState('');
  /** Why the last Start Drill sent nothing; cleared by typing. */
  const [missing, setMissing] = useState<string | null>(null);
  const [topicCut, setTopicCut] = useState(false);
  const createSession = useStartSession();

  function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onStarting();
    if (!canStartDrill({ topic, focusMode, context })) {
      // Nothing is sent; the field that is missing gets the focus.
      const field = event.currentTarget.elements.namedItem(focusMode ? 'context' : 'topic');
      if (field instanceof HTMLElement) field.focus();
      setMissing(focusMode ? CONTEXT_MISSING : TOPIC_MISSING);
      return;
    }
    const sessionTopic = topicForMode(topic, focusMode);
    const sessionContext = focusMode ? context : '';
    createSession.start({ topic: sessionTopic, focusMode, context: sessionContext, session_type: 'Drill' }, (sessionId) => {
      // The first question is asked now, not once the practice view has rendered and run its
      // effects: the two requests follow each other without a render between them.
      const firstQuestion = createNextDrill({ sessionId, focusMode, context: sessionContext });
      // Its failure is shown by the practice view, which takes it over.
      firstQuestion.catch(() => undefined);
      onStarted({ sessionId, topic: sessionTopic, context: sessionContext, focusMode, history: [], firstQuestion });
    });
  }

  return (
    <Card className="mx-auto max-w-2xl">
      <form onSubmit={start} onFocus={onStarting} className="space-y-5" noValidate>
        <TextField
          label={focusMode ? 'Topic (optional)' : 'Topic'}
          name="topic"
          autoComplete="off"
          placeholder="JavaScript interviews"
          value={topic}
          hint={topicCut ? `Topics are kept to ${MAX_TOPIC_LENGTH} characters.` : undefined}
          onChange={(event) => {
            const next = keepTopicWithinLimit(topic, event.target.value);
            setTopicCut(next !== event.target.value);
            setTopic(next);
            setMissing(null);
          }}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-ink-50 px-4 py-3">
          <Toggle
            checked={focusMode}
            onChange={(on) => {
              setFocusMode(on);
              setMissing(null);
            }}
            label="Focus Mode"
            title={focusMode ? 'Switch to Regular Mode' : 'Switch to Focus Mode'}
          />
          <p className="text-xs text-ink-500">Questions grounded in your resume, a job description or an agenda.</p>
        </div>
        {focusMode && (
          <TextArea
            label="Context"
            name="context"
            rows={8}
            placeholder="Paste a resume, a job description or a meeting agenda."
            value={context}
            onChange={(event) => {
              setContext(event.target.value);
              setMissing(null);
            }}
          />
        )}
        <ErrorText>{missing}</ErrorText>
        <FormSubmit error={createSession.isError ? 'Failed to start a new session.' : null} loading={createSession.isPending}>
          Start Drill
        </FormSubmit>
      </form>
    </Card>
  );
}
