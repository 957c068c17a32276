import type { SessionSummary } from '@speakwell/contracts';
import { buttonClassName, ErrorText, Spinner } from '@speakwell/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useSessionToContinue } from '../api/get-session-to-continue.js';
import { drillToContinue, type ActiveDrill } from '../drill-practice.js';

type SessionToContinue = Pick<SessionSummary, 'id'>;

/**
 * The session passed by Drill History as navigation state, if the state holds one: its id
 * (the session itself is loaded, checked against its contract, by ContinueSession).
 */
export function sessionToContinueFrom(state: unknown): SessionToContinue | null {
  if (!state || typeof state !== 'object' || !('sessionToContinue' in state)) return null;
  const session = state.sessionToContinue;
  return session && typeof session === 'object' && 'id' in session && typeof session.id === 'string' ? { id: session.id } : null;
}

interface ContinueSessionProps {
  session: SessionToContinue;
  /** Called once as the session starts loading: the practice view can load alongside. */
  onLoading: () => void;
  onLoaded: (drill: ActiveDrill) => void;
}

/** Loads a past session with its drills, then hands it to the practice view. */
export function ContinueSession({ session, onLoading, onLoaded }: ContinueSessionProps) {
  const detail = useSessionToContinue(session.id);
  const handedOver = useRef(false);

  useEffect(onLoading, [onLoading]);

  useEffect(() => {
    if (!detail.data || handedOver.current) return;
    handedOver.current = true;
    onLoaded(drillToContinue(detail.data));
  }, [detail.data, onLoaded]);

  if (detail.isError) {
    return (
      <div className="mx-auto max-w-lg py-16 text-center">
        <ErrorText>Session not found.</ErrorText>
        <Link to="/history" className={buttonClassName('secondary', 'md', 'mt-6')}>
          Drill History
        </Link>
      </div>
    );
  }
  return (
    <div className="flex items-center justify-center gap-3 py-20 text-ink-500">
      <Spinner />
      <span>Loading session history...</span>
    </div>
  );
}
