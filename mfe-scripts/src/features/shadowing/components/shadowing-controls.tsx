import { Button, IconPause, IconPlay, IconStop } from '@speakwell/ui';
import type { RunState } from '../hooks/use-shadowing-run.js';

interface ShadowingControlsProps {
  runState: RunState;
  listening: boolean;
  /** Start is refused without speech recognition or a backend. */
  canStart: boolean;
  onStart: () => void;
  onTogglePause: () => void;
  onStop: () => void;
}

/** Start, Pause/Resume, Stop and the Listening indicator. */
export function ShadowingControls({ runState, listening, canStart, onStart, onTogglePause, onStop }: ShadowingControlsProps) {
  const running = runState !== 'not-running';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={onStart} disabled={running || !canStart}>
        <IconPlay className="size-3.5" />
        Start
      </Button>
      <Button variant="secondary" onClick={onTogglePause} disabled={!running}>
        {runState === 'paused' ? <IconPlay className="size-3.5" /> : <IconPause className="size-4" />}
        {runState === 'paused' ? 'Resume' : 'Pause'}
      </Button>
      <Button variant="danger" onClick={onStop} disabled={!running}>
        <IconStop className="size-4" />
        Stop
      </Button>
      {running && listening && (
        <span role="status" className="inline-flex items-center gap-2 text-sm font-medium text-emerald-700">
          <span className="relative flex size-2.5">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75" />
            <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
          </span>
          Listening...
        </span>
      )}
    </div>
  );
}
