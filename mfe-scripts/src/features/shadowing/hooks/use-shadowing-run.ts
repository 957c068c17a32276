import type { AnalyzeScriptRequest, Script } from '@speakwell/contracts';
import {
  isSpeechRecognitionSupported,
  joinTranscript,
  ReplayRecorder,
  saveRecording,
  shadowingRecordingKey,
  ShadowingTracker,
  splitIntoWords,
  useAnswerTiming,
  useSpeechSynthesis,
  useVoiceInputWithServer,
} from '@speakwell/speech';
import { sessionStore } from '@speakwell/session';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAnalyzeRun } from '../api/analyze-run.js';

export type RunState = 'not-running' | 'running' | 'paused';

/**
 * One shadowing run over a script. In voice-control mode the highlight follows the reader
 * word by word (`ShadowingTracker`); otherwise the script is read aloud and
 * the highlight follows the voice. Recognition listens in both modes: its transcript is
 * what gets analysed when the run ends. Without Web Speech (Firefox) and with an AI provider,
 * the run is recorded and transcribed when it ends: no live highlight then.
 */
export function useShadowingRun(script: Script) {
  const words = useMemo(() => splitIntoWords(script.content), [script.content]);
  const tracker = useMemo(() => new ShadowingTracker(words), [words]);
  const voiceControl = script.settings.isVoiceControl;
  // Live recognition where the browser has it, else a recording the server transcribes.
  const speech = useVoiceInputWithServer();
  const voice = useSpeechSynthesis();
  const analysis = useAnalyzeRun();
  // When the recognizer heard the reader, for the run's delivery (pace, fillers, pauses).
  const timing = useAnswerTiming(speech.status, speech.finalText, speech.interimText);
  const [runState, setRunState] = useState<RunState>('not-running');
  const [position, setPosition] = useState(0);
  const [finalTranscript, setFinalTranscript] = useState<string | null>(null);
  // The run last sent for analysis, kept until it is analysed so a failed call loses nothing.
  const [lastRun, setLastRun] = useState<AnalyzeScriptRequest | null>(null);
  // The run as spoken, for replay on its Session Analysis (kept in this browser only).
  const [replay] = useState(() => new ReplayRecorder());
  useEffect(() => () => replay.cancel(), [replay]);
  const [replayKey, setReplayKey] = useState<string | null>(null);
  // Read-aloud mode resumes from the word it paused on, so spoken indexes are offset.
  const readFrom = useRef(0);
  // A read-aloud run ends when the voice ends; a voice stopped by Pause or Stop does not end it.
  const voiceTurn = useRef(0);
  const stopWhenVoiceEnds = useRef<() => void>(() => undefined);
  useEffect(() => {
    stopWhenVoiceEnds.current = () => void stop();
  });

  useEffect(() => {
    if (runState === 'not-running' || !voiceControl) return;
    setPosition(tracker.update(speech.transcript));
  }, [runState, voiceControl, tracker, speech.transcript]);

  function readAloudFrom(index: number) {
    readFrom.current = index;
    const turn = ++voiceTurn.current;
    voice.speak(words.slice(index).join(' '), {
      onWord: (_charIndex, wordIndex) => setPosition(index + wordIndex),
      onEnd: () => {
        if (voiceTurn.current === turn) stopWhenVoiceEnds.current();
      },
    });
  }

  function start() {
    analysis.reset();
    speech.reset();
    tracker.reset();
    setPosition(0);
    setFinalTranscript(null);
    setLastRun(null);
    setReplayKey(null);
    timing.start();
    speech.start();
    replay.start();
    if (!voiceControl) readAloudFrom(0);
    setRunState('running');
  }

  function togglePause() {
    if (runState === 'running') {
      speech.pause();
      replay.pause();
      timing.pause();
      voiceTurn.current++;
      if (!voiceControl) voice.cancel();
      setRunState('paused');
    } else if (runState === 'paused') {
      timing.resume();
      speech.resume();
      replay.resume();
      if (!voiceControl) readAloudFrom(position);
      setRunState('running');
    }
  }

  async function stop() {
    if (runState === 'not-running') return;
    voiceTurn.current++;
    voice.cancel();
    setRunState('not-running');
    const delivery = timing.finish();
    const [transcript, audio] = await Promise.all([speech.stop(), replay.stop()]);
    const spoken = joinTranscript(transcript).trim();
    setFinalTranscript(spoken);
    if (!spoken) return;
    if (audio) {
      const key = shadowingRecordingKey(script.id, Date.now());
      saveRecording(key, { ...audio, sessionId: script.id, userId: sessionStore.getState().userId }).then(
        () => setReplayKey(key),
        // Storage full or refused: the run is analysed all the same, only without a replay.
        (error: unknown) => console.warn('The recording could not be kept in this browser', error),
      );
    }
    const run = { script_id: script.id, script_content: script.content, spoken_text: spoken, delivery };
    setLastRun(run);
    analysis.mutate(run);
  }

  return {
    words,
    voiceControl,
    runState,
    /** The word to highlight; past the end once the whole script was read. */
    currentIndex: position,
    listening: speech.status === 'listening',
    supported: speech.supported,
    /** Recorded and transcribed at the end (no Web Speech here): no live highlight or transcript. */
    recorded: speech.supported && !isSpeechRecognitionSupported(),
    recognitionError: speech.error,
    liveTranscript: speech.transcript,
    finalTranscript,
    /** This run's recording in this browser, to play back with its analysis; null when there is none. */
    replayKey,
    analysis,
    /** Sends the kept run again after a failed analysis; null when there is nothing to retry. */
    retryAnalysis: analysis.isError && lastRun ? () => analysis.mutate(lastRun) : null,
    start,
    togglePause,
    stop,
  };
}

export type ShadowingRun = ReturnType<typeof useShadowingRun>;
