import { Spinner } from '@speakwell/ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ActiveDrill } from '../drill-practice.js';
import { ContinueSession, sessionToContinueFrom } from './continue-session.js';
import { StartDrillForm } from './start-drill-form.js';

// The practice view (questions, speech recognition and recording, feedback) is not needed to
// show the start form: it loads once the user starts filling the form in or a session is being
// continued, so it is there by the time the new session is.
const loadPracticeView = () => import('./practice-view.js');
const PracticeView = lazy(() => loadPracticeView().then((module) => ({ default: module.PracticeView })));
const preloadPracticeView = () => void loadPracticeView();

/**
 * '/': the start form until a session exists, then the practice view. Drill History's
 * Continue Session lands here with the session in navigation state (sessionToContinue).
 */
export function SpeakingDrillPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [drill, setDrill] = useState<ActiveDrill | null>(null);
  const toContinue = sessionToContinueFrom(location.state);

  if (toContinue && toContinue.id !== drill?.sessionId) {
    return (
      <ContinueSession
        session={toContinue}
        onLoading={preloadPracticeView}
        onLoaded={(loaded) => {
          setDrill(loaded);
          // Consumed: leaving the practice view later must not reopen this session.
          navigate('.', { replace: true, state: null });
        }}
      />
    );
  }
  if (drill) {
    return (
      <Suspense fallback={<Spinner size="sm" label="Loading the session" />}>
        <PracticeView key={drill.sessionId} drill={drill} onLeave={() => setDrill(null)} />
      </Suspense>
    );
  }
  return (
    <div className="py-4 sm:py-10">
      <div className="mx-auto mb-8 max-w-2xl text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">What would you like to practice today?</h1>
        <p className="mt-3 text-ink-500">Enter a topic, and we&apos;ll generate relevant questions for you.</p>
      </div>
      <StartDrillForm onStarting={preloadPracticeView} onStarted={setDrill} />
    </div>
  );
}
