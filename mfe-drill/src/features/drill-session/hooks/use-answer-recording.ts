import { answerRecordingKey, ReplayRecorder, saveRecording, type AnswerAudio } from '@speakwell/speech';
import { sessionStore } from '@speakwell/session';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The spoken answer recorded beside recognition, for replay: kept in memory until the answer is
 * rated (so a Try Again still has it), then saved in this browser under the rated attempt.
 */
export function useAnswerRecording(sessionId: string) {
  const [recorder] = useState(() => new ReplayRecorder());
  useEffect(() => () => recorder.cancel(), [recorder]);
  const recorded = useRef<AnswerAudio | null>(null);
  /** The key of the last rated answer's saved recording, once it is saved. */
  const [savedKey, setSavedKey] = useState<string | null>(null);

  const start = useCallback(() => {
    recorded.current = null;
    setSavedKey(null);
    recorder.start();
  }, [recorder]);

  const stop = useCallback(async () => {
    recorded.current = await recorder.stop();
  }, [recorder]);

  /** Nothing to replay: a discarded or typed answer, or another question. */
  const drop = useCallback(() => {
    recorder.cancel();
    recorded.current = null;
    setSavedKey(null);
  }, [recorder]);

  /** The answer to `questionDrillId` was rated at `answeredAt`: its recording is kept under that attempt. */
  const keep = useCallback(
    (questionDrillId: string, answeredAt: string) => {
      const audio = recorded.current;
      recorded.current = null;
      if (!audio) return;
      const key = answerRecordingKey(questionDrillId, answeredAt);
      saveRecording(key, { ...audio, sessionId, userId: sessionStore.getState().userId }).then(
        () => setSavedKey(key),
        // Storage full or refused: the answer is rated all the same, only without a replay.
        (error: unknown) => console.warn('The recording could not be kept in this browser', error),
      );
    },
    [sessionId],
  );

  return { start, stop, drop, keep, savedKey };
}
