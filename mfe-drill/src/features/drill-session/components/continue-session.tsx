import { buttonClassName, ErrorText, Spinner } from '@speakwell/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useSessionToContinue } from '../api/get-session-to-continue.js';
import { drillToContinue, type ActiveDrill } from '../drill-practice.js';

interface ContinueSessionProps {
  sessionId: string;
  /** Called once as the session starts loading: the practice view can load alongside. */
  onLoading: () => void;
  onLoaded: (drill: ActiveDrill) => void;
}

/** Loads a session named in the address with its drills, then hands it to the practice view. */
export function ContinueSession({ sessionId, onLoading, onLoaded }: ContinueSessionProps) {
  const detail = useSessionToContinue(sessionId);
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
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/history" className={buttonClassName('secondary', 'md')}>
            Drill History
          </Link>
          <Link to="/" className={buttonClassName('primary', 'md')}>
            New Drill
          </Link>
        </div>
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
