import { Spinner } from '@speakwell/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { drillSessionPath } from '../../../shared/drill-session-path.js';
import type { ActiveDrill } from '../drill-practice.js';
import { ContinueSession } from './continue-session.js';
import { StartDrillForm } from './start-drill-form.js';

// The practice view (questions, speech recognition and recording, feedback) is not needed to
// show the start form: it loads once the user starts filling the form in or a session is being
// continued, so it is there by the time the new session is.
const loadPracticeView = () => import('./practice-view.js');
const PracticeView = lazy(() => loadPracticeView().then((module) => ({ default: module.PracticeView })));
const preloadPracticeView = () => void loadPracticeView();

/**
 * '/': the start form, or with '?session=<id>' that session's practice view. The session lives
 * in the address, so a reload, Back, Drill History's Continue Session and a shared tab all open
 * the same practice view; a session just started is shown at once, any other is loaded first.
 */
export function SpeakingDrillPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = searchParams.get('session');
  const [started, setStarted] = useState<ActiveDrill | null>(null);
  // Answers given in a session that was left are on the server: once the address names another
  // session (or none), it is loaded again when it comes back, not reused from memory.
  const [shownSessionId, setShownSessionId] = useState(sessionId);
  if (shownSessionId !== sessionId) {
    setShownSessionId(sessionId);
    if (started && started.sessionId !== sessionId) setStarted(null);
  }

  function leave({ deleted }: { deleted: boolean }) {
    setStarted(null);
    // A deleted session must not be one Back away.
    void navigate('/', { replace: deleted });
  }

  if (sessionId && started?.sessionId !== sessionId) {
    return <ContinueSession key={sessionId} sessionId={sessionId} onLoading={preloadPracticeView} onLoaded={setStarted} />;
  }
  if (started) {
    return (
      <Suspense fallback={<Spinner size="sm" label="Loading the session" />}>
        <PracticeView key={started.sessionId} drill={started} onLeave={leave} />
      </Suspense>
    );
  }
  return (
    <div className="py-4 sm:py-10">
      <div className="mx-auto mb-8 max-w-2xl text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">What would you like to practice today?</h1>
        <p className="mt-3 text-ink-500">Enter a topic, and we&apos;ll generate relevant questions for you.</p>
      </div>
      <StartDrillForm
        onStarting={preloadPracticeView}
        onStarted={(drill) => {
          setStarted(drill);
          void navigate(drillSessionPath(drill.sessionId));
        }}
      />
    </div>
  );
}
