import { Badge, Button, Card, ErrorText, IconLightbulb, IconRefresh, Markdown, Spinner, TextArea } from '@speakwell/ui';
import { useId } from 'react';
import type { DrillPractice } from '../hooks/use-drill-practice.js';
import { QuestionText } from '../timed-answers/components/cue-card-text.js';

/** The current question with its tips, and in Focus Mode the context it is drawn from. */
export function QuestionCard({ practice }: { practice: DrillPractice }) {
  const { question, tips, focusMode, context, recording, feedback } = practice;
  const contextTitleId = useId();
  const tipsLabel = tips.text ? (tips.visible ? 'Hide Tips' : 'Show Tips') : 'Get Tips';
  return (
    <Card title="Practice Question" actions={focusMode && <Badge tone="brand">Focus Mode</Badge>}>
      <div className="min-h-16" aria-live="polite">
        {question.loading && (
          <p className="flex items-center gap-3 text-ink-500">
            <Spinner size="sm" />
            Preparing your question...
          </p>
        )}
        {question.error && <ErrorText>{question.error}</ErrorText>}
        {question.current && <QuestionText question={question.current.question} />}
      </div>

      <div className="mt-5 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={tips.toggle}
          loading={tips.loading}
          disabled={!question.current}
          aria-expanded={tips.text ? tips.visible : undefined}
        >
          {!tips.loading && <IconLightbulb className="size-4" />}
          {tipsLabel}
        </Button>
        <Button variant="ghost" size="sm" onClick={practice.newQuestion} disabled={question.loading || recording.active || feedback.loading}>
          <IconRefresh className="size-4" />
          New Question
        </Button>
      </div>

      {tips.visible && (tips.text || tips.error) && (
        <aside aria-label="Tips" className="mt-4 animate-fade-in rounded-xl bg-amber-50/70 p-4 ring-1 ring-amber-100 ring-inset">
          {tips.error ? <ErrorText>{tips.error}</ErrorText> : <Markdown>{tips.text ?? ''}</Markdown>}
        </aside>
      )}

      {focusMode && (
        <section className="mt-5 rounded-xl border border-brand-100 bg-brand-50/50 p-4" aria-labelledby={contextTitleId}>
          <h3 id={contextTitleId} className="text-sm font-semibold text-brand-800">
            Context for Focus Mode
          </h3>
          {practice.contextFromStart ? (
            <p className="mt-2 max-h-40 overflow-y-auto text-sm leading-relaxed whitespace-pre-wrap text-ink-700">{context}</p>
          ) : (
            <TextArea
              aria-labelledby={contextTitleId}
              wrapperClassName="mt-2"
              rows={4}
              placeholder="Paste a resume, a job description or a meeting agenda, then ask for a New Question."
              value={context}
              onChange={(event) => practice.setContext(event.target.value)}
            />
          )}
        </section>
      )}
    </Card>
  );
}
