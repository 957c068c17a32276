import { errorText } from '@speakwell/api-client';
import { useSpeechRecognition, useSpeechSynthesis } from '@speakwell/speech';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMeetingAnswer } from '../api/get-meeting-answer.js';
import { checkAnswerRequest, type ActiveMeeting } from '../meeting-rules.js';

/** One answered question of the open session; newest first. */
export interface AnsweredQuestion {
  /** A client-made key: the server's id is not returned with the answer. */
  key: string;
  question: string;
  answer: string;
}

/**
 * The live meeting: listening (until paused), Get Answer for the last transcribed sentence,
 * and the answer read aloud with the spoken word tracked for the highlight.
 */
export function useMeetingAssistant(meeting: ActiveMeeting) {
  const [context, setContext] = useState(meeting.context);
  const [answered, setAnswered] = useState<AnsweredQuestion[]>([]);
  // Why Get Answer sent nothing, for the transcript it looked at: new words clear it.
  const [problem, setProblem] = useState<{ text: string; transcript: string } | null>(null);
  const speech = useSpeechRecognition();
  /** Where the browser cannot transcribe, the question heard is typed instead. */
  const [typedQuestion, setTypedQuestion] = useState('');
  const heard = speech.supported ? speech.transcript : typedQuestion;
  const voice = useSpeechSynthesis();
  const answer = useMeetingAnswer();

  // Listening starts with the live view (once, also under React's development double effects).
  const started = useRef(false);
  const { start } = speech;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  // While the answer is read aloud, listening pauses (through speakers the app would transcribe
  // its own voice) and resumes when the reading ends.
  const heldForReading = useRef(false);
  const [holding, setHolding] = useState(false);
  const { pause, resume } = speech;
  // Answers arrive in callbacks made by earlier renders: read the status as it is now.
  const status = useRef(speech.status);
  useEffect(() => {
    status.current = speech.status;
  });
  const release = useCallback(() => {
    if (!heldForReading.current) return;
    heldForReading.current = false;
    setHolding(false);
    resume();
  }, [resume]);

  function readAloud(text: string) {
    const wasListening = status.current === 'listening' || heldForReading.current;
    voice.speak(text, { onEnd: release });
    if (!wasListening || !voice.supported) return;
    heldForReading.current = true;
    setHolding(true);
    pause();
  }

  const paused = speech.status === 'paused' && !holding;
  const listening = speech.status === 'listening';

  function togglePause() {
    if (holding) {
      // Pause for good: the end of the reading does not resume listening.
      heldForReading.current = false;
      setHolding(false);
    } else if (listening) speech.pause();
    else if (paused) speech.resume();
    // Stopped by an error (e.g. the microphone was busy): try again.
    else speech.start();
  }

  function getAnswer() {
    if (paused || answer.isPending) return;
    const check = checkAnswerRequest({ context, transcript: heard, sessionId: meeting.sessionId });
    if (check.problem !== null) {
      setProblem({ text: check.problem, transcript: heard });
      return;
    }
    setProblem(null);
    voice.cancel();
    const question = check.question;
    answer.mutate(
      { sessionId: meeting.sessionId, context, question },
      {
        onSuccess: (result) => {
          setAnswered((earlier) => [{ key: `${Date.now()}-${earlier.length}`, question, answer: result.answer }, ...earlier]);
          readAloud(result.answer);
        },
      },
    );
  }

  const latest = answered[0] ?? null;
  return {
    context,
    setContext: (next: string) => {
      setContext(next);
      setProblem(null);
    },
    recognition: {
      supported: speech.supported,
      listening,
      paused,
      /** Listening waits while the answer is read aloud. */
      holdingForReading: holding,
      finalText: speech.finalText,
      interimText: speech.interimText,
      transcript: speech.transcript,
      error: speech.error?.code === 'not-supported' ? null : (speech.error?.message ?? null),
      typedQuestion,
      typeQuestion: setTypedQuestion,
      togglePause,
      clear: () => {
        speech.reset();
        setProblem(null);
      },
    },
    answer: {
      latest,
      earlier: answered.slice(1),
      loading: answer.isPending,
      error: answer.isError ? errorText(answer.error, 'Failed to get an answer.') : null,
      problem: problem !== null && problem.transcript === heard ? problem.text : null,
      canAsk: !paused && !answer.isPending,
      getAnswer,
    },
    voice: {
      supported: voice.supported,
      speaking: voice.speaking,
      wordIndex: voice.wordIndex,
      readAgain: () => {
        if (latest) readAloud(latest.answer);
      },
      stop: voice.cancel,
    },
    /** Stops listening and reading before the live view closes. */
    end: () => {
      heldForReading.current = false;
      voice.cancel();
      void speech.stop();
    },
  };
}

export type MeetingAssistant = ReturnType<typeof useMeetingAssistant>;
