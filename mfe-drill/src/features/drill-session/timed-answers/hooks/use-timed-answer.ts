import { IELTS_PART_2_PREPARATION_SECONDS, IELTS_PART_2_SPEAKING_SECONDS, isIeltsPart2Topic } from '@speakwell/contracts/values';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DrillPractice } from '../../hooks/use-drill-practice.js';
import { storedTimeLimit, storeTimeLimit, type AnswerTimeLimit } from '../answer-time-limit.js';

/** Where an IELTS part 2 answer is: reading the card, preparing with notes, or speaking. */
export type CueCardPhase = 'ready' | 'preparing' | 'speaking';

/**
 * Timed answers: a chosen cap on each interview answer, or in an "IELTS part 2" session one
 * minute to prepare and then up to two minutes of speech. At the limit the recording stops
 * itself and the answer goes to be rated as if Stop & Analyze had been pressed.
 */
export function useTimedAnswer(practice: DrillPractice) {
  const ieltsPart2 = !practice.focusMode && isIeltsPart2Topic(practice.topic);
  const [chosenLimit, setChosenLimit] = useState<AnswerTimeLimit>(storedTimeLimit);
  const limitSeconds = ieltsPart2 ? IELTS_PART_2_SPEAKING_SECONDS : chosenLimit;
  const recordingActive = practice.recording.active;
  const questionId = practice.question.current?.drill_id ?? null;

  // The latest actions, for timers set renders ago.
  const latest = useRef(practice);
  useEffect(() => {
    latest.current = practice;
  });

  /** When the answer being recorded must end; null without a limit or while not recording. */
  const [speakingEndsAt, setSpeakingEndsAt] = useState<number | null>(null);
  /** The last answer was stopped by the limit, not by the learner. */
  const [stoppedAtLimit, setStoppedAtLimit] = useState(false);
  useEffect(() => {
    if (!recordingActive || limitSeconds === null) {
      setSpeakingEndsAt(null);
      return;
    }
    setStoppedAtLimit(false);
    setSpeakingEndsAt(Date.now() + limitSeconds * 1000);
    const timer = setTimeout(() => {
      setStoppedAtLimit(true);
      void latest.current.recording.stopAndAnalyze();
    }, limitSeconds * 1000);
    return () => clearTimeout(timer);
  }, [recordingActive, limitSeconds]);

  // IELTS part 2: preparation, then speaking.
  const [preparingEndsAt, setPreparingEndsAt] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const [shownQuestion, setShownQuestion] = useState(questionId);
  if (shownQuestion !== questionId) {
    // Another card: a fresh start, and empty notes.
    setShownQuestion(questionId);
    setPreparingEndsAt(null);
    setNotes('');
    setStoppedAtLimit(false);
  }

  const startSpeaking = useCallback(() => {
    setPreparingEndsAt(null);
    if (!latest.current.recording.active) latest.current.recording.answerNow();
  }, []);

  useEffect(() => {
    if (preparingEndsAt === null) return;
    const timer = setTimeout(startSpeaking, Math.max(0, preparingEndsAt - Date.now()));
    return () => clearTimeout(timer);
  }, [preparingEndsAt, startSpeaking]);

  // Answer Now during preparation ends it early.
  if (recordingActive && preparingEndsAt !== null) setPreparingEndsAt(null);

  const phase: CueCardPhase = recordingActive ? 'speaking' : preparingEndsAt !== null ? 'preparing' : 'ready';

  return {
    ieltsPart2,
    limitSeconds,
    speakingEndsAt,
    stoppedAtLimit: stoppedAtLimit && !recordingActive,
    /** The interview cap, changeable between answers. */
    chosenLimit,
    chooseLimit: (limit: AnswerTimeLimit) => {
      setChosenLimit(limit);
      storeTimeLimit(limit);
    },
    cueCard: {
      phase,
      preparingEndsAt,
      notes,
      setNotes,
      startPreparing: () => setPreparingEndsAt(Date.now() + IELTS_PART_2_PREPARATION_SECONDS * 1000),
      startSpeaking,
    },
  };
}

export type TimedAnswer = ReturnType<typeof useTimedAnswer>;
