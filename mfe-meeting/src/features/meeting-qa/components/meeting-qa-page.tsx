import { Spinner } from '@speakwell/ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { EMPTY_PREFILL, prefillFrom, type ActiveMeeting, type MeetingPrefill } from '../meeting-rules.js';
import { MeetingSetupForm } from './meeting-setup-form.js';

// The live view (speech recognition, the answer, text-to-speech) is not needed to show the setup
// form: it loads once the user starts filling the form in, so it is there by the time the session is.
const loadLiveMeeting = () => import('./live-meeting.js');
const LiveMeeting = lazy(() => loadLiveMeeting().then((module) => ({ default: module.LiveMeeting })));
const preloadLiveMeeting = () => void loadLiveMeeting();

/**
 * '/meeting-qa': the setup view until a session is created, then the live view that answers
 * the last question spoken in the meeting. Meeting History's 'Use This Context' lands here
 * with { context, title } in navigation state.
 */
export function MeetingQaPage() {
  const location = useLocation();
  const [meeting, setMeeting] = useState<ActiveMeeting | null>(null);
  // After 'End Session' the form offers the same title and context again.
  const [ended, setEnded] = useState<{ sessionId: string; prefill: MeetingPrefill } | null>(null);

  if (meeting) {
    return (
      <Suspense fallback={<Spinner size="sm" label="Loading the session" />}>
        <LiveMeeting
          key={meeting.sessionId}
          meeting={meeting}
          onEnd={() => {
            setEnded({ sessionId: meeting.sessionId, prefill: { title: meeting.title, context: meeting.context } });
            setMeeting(null);
          }}
        />
      </Suspense>
    );
  }
  const initial = ended?.prefill ?? prefillFrom(location.state) ?? EMPTY_PREFILL;
  return (
    <div className="py-4 sm:py-10">
      <div className="mx-auto mb-8 max-w-2xl text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">Meeting Q&amp;A</h1>
        <p className="mt-3 text-ink-500">Paste your meeting context, then let the assistant answer the last question asked.</p>
      </div>
      {/* Keyed by the navigation, so another 'Use This Context' refills the form. */}
      <MeetingSetupForm key={ended ? `ended-${ended.sessionId}` : location.key} initial={initial} onStarting={preloadLiveMeeting} onStarted={setMeeting} />
    </div>
  );
}
