import { preloadMarkdown } from '@speakwell/ui';
import { useEffect, useState } from 'react';
import { deleteSessionMutation } from '@speakwell/api-client/queries';
import { forgetSessionRecordings } from '@speakwell/speech';
import { useMutation } from '@tanstack/react-query';
import { DeleteSessionDialog } from '../../../shared/delete-session-dialog.js';
import type { ActiveDrill } from '../drill-practice.js';
import { useDrillPractice } from '../hooks/use-drill-practice.js';
import { FeedbackCard } from './feedback-card.js';
import { PracticeHeader } from './practice-header.js';
import { QuestionCard } from './question-card.js';
import { ResponseCard } from './response-card.js';
import { SessionHistory } from './session-history.js';
import { TimedAnswerPanel } from '../timed-answers/components/timed-answer-panel.js';
import { useTimedAnswer } from '../timed-answers/hooks/use-timed-answer.js';

/** One open drill session: question, spoken answer, AI feedback and the session's history. */
export function PracticeView({ drill, onLeave }: { drill: ActiveDrill; onLeave: (how: { deleted: boolean }) => void }) {
  const practice = useDrillPractice(drill);
  const timed = useTimedAnswer(practice);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteSession = useMutation(deleteSessionMutation('Drill'));
  // Tips and feedback are markdown: have the parser ready before the first one arrives.
  useEffect(preloadMarkdown, []);

  function confirmDelete() {
    deleteSession.mutate(drill.sessionId, {
      onSuccess: () => {
        void forgetSessionRecordings(drill.sessionId);
        onLeave({ deleted: true });
      },
      onError: (error) => {
        // The spec keeps a failed delete silent: the session simply stays open.
        console.error('Failed to delete the session', error);
        setConfirmingDelete(false);
      },
    });
  }

  return (
    <div className="space-y-6">
      <PracticeHeader practice={practice} onNewTopic={() => onLeave({ deleted: false })} onDelete={() => setConfirmingDelete(true)} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <QuestionCard practice={practice} />
          <TimedAnswerPanel practice={practice} timed={timed} />
          <ResponseCard practice={practice} />
        </div>
        <FeedbackCard practice={practice} />
      </div>
      <SessionHistory history={practice.history} />
      <DeleteSessionDialog open={confirmingDelete} busy={deleteSession.isPending} onConfirm={confirmDelete} onCancel={() => setConfirmingDelete(false)} />
    </div>
  );
}
