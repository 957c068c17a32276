import { bringIntoView, Button, Card, ErrorText, IconPlay, IconSparkles, IconStop, Spinner } from '@speakwell/ui';
import { useEffect, useRef } from 'react';
import { useAiProvider } from '@speakwell/api-client/queries';
import type { MeetingAssistant } from '../hooks/use-meeting-assistant.js';
import { SpokenAnswer } from './spoken-answer.js';

/** 'AI Generated Answer': the question asked and its answer, highlighted as it is read aloud. */
export function AnswerPanel({ assistant }: { assistant: MeetingAssistant }) {
  const { answer, voice } = assistant;
  const aiProvider = useAiProvider();
  const latest = answer.latest;
  // On a phone the panel is below the transcript: a new answer scrolls into sight.
  const answerRef = useRef<HTMLDivElement>(null);
  const latestKey = latest?.key;
  useEffect(() => {
    if (latestKey) bringIntoView(answerRef.current);
  }, [latestKey]);
  return (
    <Card
      title="AI Generated Answer"
      className="lg:sticky lg:top-6"
      actions={
        latest &&
        !answer.loading &&
        voice.supported &&
        (voice.speaking ? (
          <Button variant="ghost" size="sm" onClick={voice.stop}>
            <IconStop className="size-4" />
            Stop Reading
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={voice.readAgain}>
            <IconPlay className="size-3.5" />
            Read Aloud
          </Button>
        ))
      }
    >
      <div aria-live="polite">
        {answer.error && <ErrorText className="mb-4">{answer.error}</ErrorText>}
        {answer.loading ? (
          <div className="flex flex-col items-center gap-3 py-10 text-ink-500">
            <Spinner size="lg" className="text-brand-600" />
            <p className="text-sm">Preparing an answer...</p>
          </div>
        ) : latest ? (
          <div ref={answerRef} className="animate-fade-in scroll-mt-4 space-y-4">
            <div className="rounded-xl bg-ink-50 p-4">
              <p className="text-xs font-semibold tracking-wider text-ink-500 uppercase">Question</p>
              <p className="mt-1 font-medium text-ink-900">{latest.question}</p>
            </div>
            <div aria-label="Answer" role="region">
              <SpokenAnswer text={latest.answer} wordIndex={voice.speaking ? voice.wordIndex : -1} />
            </div>
            {aiProvider === 'offline' && (
              <p className="border-t border-ink-100 pt-3 text-xs text-ink-500">Answered by the offline assistant from your context, not a language model.</p>
            )}
          </div>
        ) : (
          !answer.error && (
            <div className="flex flex-col items-center py-10 text-center">
              <span className="mb-3 flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                <IconSparkles className="size-5" />
              </span>
              <p className="max-w-xs text-sm text-ink-500">Click Get Answer to generate a response for the last transcribed sentence.</p>
            </div>
          )
        )}
      </div>
    </Card>
  );
}
