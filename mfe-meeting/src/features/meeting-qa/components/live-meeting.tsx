import { DEFAULT_MEETING_TITLE } from '@speakwell/contracts/values';
import { Button, IconPause, IconPlay } from '@speakwell/ui';
import { useMeetingAssistant } from '../hooks/use-meeting-assistant.js';
import type { ActiveMeeting } from '../meeting-rules.js';
import { AnswerPanel } from './answer-panel.js';
import { EarlierQuestions } from './earlier-questions.js';
import { MeetingContextPanel } from './meeting-context-panel.js';
import { TranscriptionPanel } from './transcription-panel.js';

/** The live view: listening to the meeting, answering its last question, reading the answer aloud. */
export function LiveMeeting({ meeting, onEnd }: { meeting: ActiveMeeting; onEnd: () => void }) {
  const assistant = useMeetingAssistant(meeting);
  const { recognition } = assistant;
  // Listening waits while the answer is read aloud; Pause keeps it paused after the reading.
  const listeningOrHolding = recognition.listening || recognition.holdingForReading;
  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wider text-brand-600 uppercase">Meeting Q&amp;A</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-ink-900 sm:text-3xl">{meeting.title || DEFAULT_MEETING_TITLE}</h1>
          <ListeningStatus listening={recognition.listening} paused={recognition.paused} holding={recognition.holdingForReading} />
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2 sm:gap-3">
          <Button variant="secondary" onClick={recognition.togglePause} disabled={!recognition.supported}>
            {listeningOrHolding ? <IconPause className="size-4" /> : <IconPlay className="size-3.5" />}
            {listeningOrHolding ? 'Pause' : 'Resume'}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              assistant.end();
              onEnd();
            }}
          >
            End Session
          </Button>
        </div>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <TranscriptionPanel assistant={assistant} />
        <AnswerPanel assistant={assistant} />
      </div>
      <EarlierQuestions answered={assistant.answer.earlier} />
      <MeetingContextPanel context={assistant.context} onChange={assistant.setContext} />
    </div>
  );
}

function ListeningStatus({ listening, paused, holding }: { listening: boolean; paused: boolean; holding: boolean }) {
  if (listening) {
    return (
      <p className="mt-3 inline-flex items-center gap-2 text-sm font-medium text-red-700" role="status">
        <span className="relative flex size-2.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-400 opacity-75" />
          <span className="relative inline-flex size-2.5 rounded-full bg-red-500" />
        </span>
        Listening
      </p>
    );
  }
  return (
    <p className="mt-3 inline-flex items-center gap-2 text-sm font-medium text-ink-500" role="status">
      <span className="inline-flex size-2.5 rounded-full bg-ink-300" />
      {holding ? 'Paused while the answer is read aloud' : paused ? 'Paused' : 'Not listening'}
    </p>
  );
}
