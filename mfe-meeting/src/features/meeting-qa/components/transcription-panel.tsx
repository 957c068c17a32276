import { lastSentence } from '@speakwell/speech';
import { Button, Card, ErrorText, IconSparkles, TextArea } from '@speakwell/ui';
import type { MeetingAssistant } from '../hooks/use-meeting-assistant.js';

export const SPEECH_NOT_SUPPORTED = 'Speech-to-text is not supported on your current browser. Please try on a desktop version of Chrome or Edge.';
export const TYPE_THE_QUESTION = 'Voice input needs Chrome or Edge. You can type the question you heard instead.';

/** 'Live Transcription': what was said (final and interim), the question it ends with, and Get Answer. */
export function TranscriptionPanel({ assistant }: { assistant: MeetingAssistant }) {
  const { recognition, answer } = assistant;
  const hasWords = Boolean(recognition.finalText || recognition.interimText);
  const nextQuestion = lastSentence(recognition.transcript);
  return (
    <Card
      title="Live Transcription"
      actions={
        hasWords && (
          <Button variant="ghost" size="sm" onClick={recognition.clear}>
            Clear
          </Button>
        )
      }
    >
      {!recognition.supported && <ErrorText className="mb-4">{SPEECH_NOT_SUPPORTED}</ErrorText>}
      {recognition.error && <ErrorText className="mb-4">{recognition.error}</ErrorText>}
      <div
        role="log"
        aria-label="Live transcript"
        aria-live="polite"
        className={`max-h-72 min-h-40 overflow-y-auto rounded-xl border p-4 text-[15px] leading-relaxed transition-colors ${
          recognition.listening ? 'border-red-200 bg-red-50/30' : 'border-ink-200 bg-ink-50/60'
        }`}
      >
        {hasWords ? (
          <p className="whitespace-pre-wrap">
            <span className="text-ink-800">{recognition.finalText}</span>
            {recognition.interimText && <span className="text-ink-500">{`${recognition.finalText ? ' ' : ''}${recognition.interimText}`}</span>}
          </p>
        ) : (
          <p className="text-ink-500 italic">Conversation will appear here...</p>
        )}
      </div>
      {nextQuestion && (
        <p className="mt-3 text-sm text-ink-500">
          <span className="font-medium text-ink-700">Last sentence: </span>
          {nextQuestion}
        </p>
      )}
      {!recognition.supported && (
        <div className="mt-5 space-y-2">
          <p className="text-sm text-ink-600">{TYPE_THE_QUESTION}</p>
          <TextArea label="Type the question" rows={3} value={recognition.typedQuestion} onChange={(event) => recognition.typeQuestion(event.target.value)} />
        </div>
      )}
      <div className="mt-5 space-y-3">
        <Button size="lg" className="w-full" onClick={answer.getAnswer} disabled={!answer.canAsk} loading={answer.loading}>
          {!answer.loading && <IconSparkles className="size-5" />}
          Get Answer
        </Button>
        <ErrorText>{answer.problem}</ErrorText>
        {recognition.paused && <p className="text-center text-xs text-ink-500">Paused: resume listening to ask for an answer.</p>}
      </div>
    </Card>
  );
}
