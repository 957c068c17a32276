import { ApiError, errorText, NetworkError, ResponseShapeError } from '@speakwell/api-client';
import { isSpeechRecognitionSupported, useAnswerTiming, useVoiceInputWithServer } from '@speakwell/speech';
import type { DeliveryTimingInput, NextQuestionResponse } from '@speakwell/contracts';
import { MAX_ANSWER_LENGTH, topicForMode } from '@speakwell/contracts/values';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCreateNextDrill } from '../api/create-next-drill.js';
import { useQuestionTips } from '../api/get-question-tips.js';
import { useAnswerFeedback } from '../api/request-feedback.js';
import { useAnswerRecording } from './use-answer-recording.js';
import type { ActiveDrill, PracticeEntry } from '../drill-practice.js';
import { useAnswerDraft } from './use-answer-draft.js';

/** How long 'Please provide an answer before getting feedback.' stays (spec: 3000 ms). */
export const EMPTY_ANSWER_MESSAGE_MS = 3000;

function feedbackErrorText(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkError || error instanceof ResponseShapeError) {
    return errorText(error, 'Failed to get feedback from server.');
  }
  return 'An unknown error occurred.';
}

/**
 * The question cycle of one open drill session: question, tips, recording, feedback and the
 * session's history. The first question is asked when the practice view opens.
 */
export function useDrillPractice(drill: ActiveDrill) {
  const [topic, setTopic] = useState(drill.topic);
  const [focusMode, setFocusMode] = useState(drill.focusMode);
  const [context, setContext] = useState(drill.context);
  const [history, setHistory] = useState<PracticeEntry[]>(drill.history);
  /** The last answer sent (or to be sent) for feedback; kept when feedback fails, for Try Again. */
  const [answer, setAnswer] = useState('');
  /** The text last sent to be rated: the same text is not offered for rating again. */
  const [sentText, setSentText] = useState('');
  const [tipsVisible, setTipsVisible] = useState(false);
  const [emptyAnswer, setEmptyAnswer] = useState(false);

  const question = useCreateNextDrill();
  /** A reopened session's unanswered question, shown until another is asked. */
  const [pendingQuestion, setPendingQuestion] = useState(drill.pendingQuestion ?? null);
  const tips = useQuestionTips();
  const feedback = useAnswerFeedback();
  // Live recognition where the browser has it, else a recording the server transcribes.
  const speech = useVoiceInputWithServer();
  const timing = useAnswerTiming(speech.status, speech.finalText, speech.interimText);
  /** The timing of the last spoken answer, kept with it for Try Again. */
  const [answerTiming, setAnswerTiming] = useState<DeliveryTimingInput | undefined>(undefined);
  /** The answer box: typed, spoken, or spoken and corrected; what it holds is what is rated. */
  const draft = useAnswerDraft(speech.finalText);
  const { clear: clearDraft } = draft;
  /** Stop & Analyze is waiting for the recognizer's last words. */
  const [stopping, setStopping] = useState(false);
  /** This recording has been stopped (or is stopping): it is sent once, whatever the clicks. */
  const stopped = useRef(false);
  /** The spoken answer's audio, for replay. */
  const replay = useAnswerRecording(drill.sessionId);
  const { drop: dropRecording } = replay;

  useEffect(() => {
    if (!emptyAnswer) return;
    const timer = setTimeout(() => setEmptyAnswer(false), EMPTY_ANSWER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [emptyAnswer]);

  const { reset: resetSpeech } = speech;
  const { reset: resetFeedback } = feedback;
  const { reset: resetTips } = tips;
  const { mutate: fetchQuestion } = question;

  /** Clears answer, feedback, tips and errors, then asks for another question. */
  const askQuestion = useCallback(
    (inFocusMode: boolean, asked?: Promise<NextQuestionResponse>) => {
      setAnswer('');
      setSentText('');
      clearDraft();
      setAnswerTiming(undefined);
      setEmptyAnswer(false);
      setTipsVisible(false);
      resetSpeech();
      resetFeedback();
      resetTips();
      dropRecording();
      setPendingQuestion(null);
      fetchQuestion({ sessionId: drill.sessionId, focusMode: inFocusMode, context: inFocusMode ? context : '', ...(asked && { asked }) });
    },
    [clearDraft, context, drill.sessionId, dropRecording, fetchQuestion, resetFeedback, resetSpeech, resetTips],
  );

  // The first question, once, unless the session already has one waiting (a ref, so React's
  // development double effects ask only once).
  const firstAsked = useRef(false);
  useEffect(() => {
    if (firstAsked.current) return;
    firstAsked.current = true;
    if (!drill.pendingQuestion) askQuestion(drill.focusMode, drill.firstQuestion);
  }, [askQuestion, drill.focusMode, drill.pendingQuestion, drill.firstQuestion]);

  const currentQuestion = question.data ?? pendingQuestion;

  function toggleFocusMode() {
    const next = !focusMode;
    setFocusMode(next);
    setTopic((current) => topicForMode(current, next));
    askQuestion(next);
  }

  function toggleTips() {
    if (!currentQuestion) return;
    if (tips.data) {
      setTipsVisible((visible) => !visible);
      return;
    }
    setTipsVisible(true);
    tips.mutate(currentQuestion.drill_id);
  }

  function submitAnswer(text: string, delivery?: DeliveryTimingInput) {
    if (!text.trim() || !currentQuestion) {
      setEmptyAnswer(true);
      return;
    }
    // The box shows the limit and why nothing is sent; the learner shortens the answer first.
    if (text.length > MAX_ANSWER_LENGTH) return;
    setSentText(text);
    const asked = currentQuestion;
    feedback.mutate(
      { drillId: asked.drill_id, answer: text, delivery },
      {
        onSuccess: (result) => {
          replay.keep(asked.drill_id, result.timestamp);
          setHistory((entries) => [
            { _id: String(Date.now()), question: asked.question, answer: text, feedback: result.feedback, rating: result.rating },
            ...entries,
          ]);
        },
      },
    );
  }

  function answerNow() {
    setAnswer('');
    setEmptyAnswer(false);
    // A rated answer makes way for a new one; words typed (or kept after a failure) stay, and the new ones follow them.
    if (feedback.data) {
      draft.clear();
      setAnswerTiming(undefined);
    } else {
      draft.keepForNewRecording();
    }
    feedback.reset();
    speech.reset();
    stopped.current = false;
    timing.start();
    speech.start();
    replay.start();
  }

  async function stopAndAnalyze() {
    // One answer per recording: a second click, while the recognizer settles or in the moment
    // before the buttons change, sends nothing more. Answer Now starts the next recording.
    if (stopped.current) return;
    stopped.current = true;
    setStopping(true);
    try {
      const delivery = timing.finish();
      const [transcript] = await Promise.all([speech.stop(), replay.stop()]);
      const spoken = draft.settle(transcript);
      setAnswer(spoken);
      setAnswerTiming(delivery);
      submitAnswer(spoken, delivery);
    } finally {
      setStopping(false);
    }
  }

  /** Drops the answer being recorded, before it is rated: nothing is sent, Answer Now starts afresh. */
  async function discardRecording() {
    timing.finish();
    setAnswer('');
    replay.drop();
    draft.clear();
    setAnswerTiming(undefined);
    if (isSpeechRecognitionSupported()) {
      // The live recognizer keeps listening through a reset: stop it, then forget its words.
      await speech.stop();
      speech.reset();
    } else {
      // A recording is dropped without being sent to be transcribed.
      speech.reset();
    }
  }

  /** Get Feedback: the box as it is; a spoken (then corrected) answer keeps its timing, a typed one has none. */
  function submitTyped() {
    setAnswer(draft.text);
    replay.drop();
    submitAnswer(draft.text, answerTiming);
  }

  // Still "recording" until the last words are in: the buttons do not change under a second click.
  const recording = speech.status !== 'idle' || stopping;
  return {
    topic,
    focusMode,
    context,
    setContext,
    /** A context given at the start is shown as is; without one, Focus Mode asks for it here. */
    contextFromStart: drill.context.trim().length > 0,
    history,
    toggleFocusMode,
    newQuestion: () => askQuestion(focusMode),
    question: {
      current: currentQuestion,
      loading: question.isPending,
      error: question.isError ? errorText(question.error, 'Failed to fetch question.') : null,
    },
    tips: {
      text: tips.data?.tips ?? null,
      visible: tipsVisible,
      loading: tips.isPending,
      error: tips.isError ? errorText(tips.error, 'Failed to fetch tips.', 'Could not connect to the server for tips.') : null,
      toggle: toggleTips,
    },
    recording: {
      supported: speech.supported,
      active: recording,
      // The recognizer keeps the words after stopping, so a failed feedback call loses nothing.
      finalText: speech.finalText,
      interimText: speech.interimText,
      error: speech.error?.code === 'not-supported' ? null : (speech.error?.message ?? null),
      answerNow,
      stopAndAnalyze,
      discard: discardRecording,
    },
    /** The last rated answer's recording in this browser, to play back; null when there is none. */
    replayKey: replay.savedKey,
    typed: {
      text: draft.text,
      /** Words in the box not yet sent as they are (typed, or a rated answer corrected). */
      unsent: draft.text.trim().length > 0 && draft.text !== sentText,
      change: draft.change,
      submit: submitTyped,
    },
    feedback: {
      result: feedback.data ?? null,
      loading: feedback.isPending,
      /** The feedback written so far while the rating is on its way (streamed). */
      streamedText: feedback.streamedText,
      error: feedback.isError ? feedbackErrorText(feedback.error) : null,
      emptyAnswer,
      /** The answer sent to be rated, as sent. */
      answer,
      /** Sends the kept answer again after a failure. */
      retry: answer.trim() ? () => submitAnswer(answer, answerTiming) : null,
    },
  };
}

export type DrillPractice = ReturnType<typeof useDrillPractice>;
