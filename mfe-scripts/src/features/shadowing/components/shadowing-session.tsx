import { errorText } from '@speakwell/api-client';
import type { Script } from '@speakwell/contracts';
import { Badge, Button, ErrorText, IconRefresh, Spinner } from '@speakwell/ui';
import { useState } from 'react';
import { useShadowingRun } from '../hooks/use-shadowing-run.js';
import { ScriptWords } from './script-words.js';
import { SessionAnalysisOverlay } from './session-analysis-overlay.js';
import { ShadowingControls } from './shadowing-controls.js';
import { TranscriptFooter } from './transcript-footer.js';

export const NOT_SUPPORTED_TEXT = 'Speech recognition is not supported in your browser. Please use Chrome, Edge, or Safari.';
/** Where the API cannot transcribe a recording either (the offline provider). */
export const VOICE_NEEDS_CHROME_OR_KEY = 'Voice input needs Chrome or Edge, or an AI key.';
export const RECORDED_RUN_TEXT = 'This browser has no live speech recognition: your reading is recorded and analysed when you stop, without a live highlight.';

interface ShadowingSessionProps {
  script: Script;
  backendUp: boolean;
}

/** The practice area of a loaded script: controls, highlighted words, transcript, analysis. */
export function ShadowingSession({ script, backendUp }: ShadowingSessionProps) {
  const run = useShadowingRun(script);
  const [overlayClosed, setOverlayClosed] = useState(false);
  const { analysis } = run;
  if (analysis.isError) console.error('Shadowing analysis failed', analysis.error);

  function start() {
    setOverlayClosed(false);
    run.start();
  }

  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <ShadowingControls
          runState={run.runState}
          listening={run.listening}
          canStart={run.supported && backendUp}
          onStart={start}
          onTogglePause={run.togglePause}
          onStop={() => void run.stop()}
        />
        <Badge tone="neutral" title={run.voiceControl ? 'The highlight follows your voice.' : 'The script is read aloud; the highlight follows the voice.'}>
          {run.voiceControl ? 'Voice control' : 'Read aloud'}
        </Badge>
      </div>
      {!run.supported && (
        <ErrorText className="mb-4">
          {NOT_SUPPORTED_TEXT} {VOICE_NEEDS_CHROME_OR_KEY}
        </ErrorText>
      )}
      {run.recorded && <p className="mb-4 text-sm text-ink-600">{RECORDED_RUN_TEXT}</p>}
      {run.recognitionError && run.supported && <ErrorText className="mb-4">{run.recognitionError.message}</ErrorText>}
      {analysis.isError && (
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <ErrorText>{errorText(analysis.error, 'Analysis failed.')}</ErrorText>
          {run.retryAnalysis && (
            <Button variant="secondary" size="sm" onClick={run.retryAnalysis}>
              <IconRefresh className="size-4" />
              Try again
            </Button>
          )}
        </div>
      )}
      {analysis.isPending && (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm text-ink-600">
          <Spinner size="sm" /> Analyzing your session...
        </p>
      )}
      <ScriptWords words={run.words} currentIndex={run.currentIndex} active={run.runState !== 'not-running'} />
      <TranscriptFooter runState={run.runState} liveTranscript={run.liveTranscript} finalTranscript={run.finalTranscript} recorded={run.recorded} />
      {analysis.data && !overlayClosed && (
        <SessionAnalysisOverlay
          analysis={analysis.data}
          replayKey={run.replayKey}
          transcript={run.finalTranscript}
          onPracticeAgain={start}
          onClose={() => setOverlayClosed(true)}
        />
      )}
    </>
  );
}
