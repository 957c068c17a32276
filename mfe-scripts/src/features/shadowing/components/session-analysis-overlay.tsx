import type { ScriptAnalysis } from '@speakwell/contracts';
import { AnswerReplay, DeliverySummary, HighlightedAnswer } from '@speakwell/speech';
import { Button, IconClose, Markdown, StarRating } from '@speakwell/ui';
import { useEffect, useId } from 'react';
import { PronunciationPractice, SkippedSentences, unreadText } from './pronunciation-practice.js';

interface SessionAnalysisOverlayProps {
  analysis: ScriptAnalysis;
  /** The run's recording kept in this browser, when there is one. */
  replayKey?: string | null;
  /** What the recognizer heard in the run, with its fillers and hedges marked. */
  transcript?: string | null;
  onPracticeAgain: () => void;
  onClose: () => void;
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-xl border border-ink-200 bg-ink-50/60 p-4 text-center">
      <p className="text-xs font-medium tracking-wide text-ink-500 uppercase">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-ink-900">{value}</p>
    </div>
  );
}

function WordChips({ title, words, tone }: { title: string; words: string[]; tone: 'missed' | 'added' }) {
  if (words.length === 0) return null;
  const look = tone === 'missed' ? 'bg-red-50 text-red-700 ring-red-200' : 'bg-amber-50 text-amber-800 ring-amber-200';
  return (
    <section aria-label={title} className="min-w-0 flex-1">
      <h3 className="text-sm font-semibold text-ink-800">{title}</h3>
      <ul className="mt-2 flex h-28 flex-wrap content-start gap-1.5 overflow-y-auto rounded-xl border border-ink-100 p-2">
        {words.map((word, index) => (
          <li key={`${word}-${index}`} className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${look}`}>
            {word}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The full-screen 'Session Analysis' shown when a run ends. */
export function SessionAnalysisOverlay({ analysis, replayKey = null, transcript, onPracticeAgain, onClose }: SessionAnalysisOverlayProps) {
  const titleId = useId();
  // Escape closes it, as it closes any dialog.
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex animate-fade-in items-center justify-center bg-ink-900/60 p-4 backdrop-blur-sm sm:p-8"
    >
      {/* The panel never outgrows the window: its middle scrolls, so Practice Again always shows. */}
      <div className="relative flex max-h-full w-full max-w-3xl flex-col rounded-2xl bg-white shadow-raised">
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="absolute top-4 right-4 z-10 rounded-lg bg-white p-1.5 text-ink-500 hover:bg-ink-100 hover:text-ink-900"
        >
          <IconClose className="size-5" />
        </button>
        <div
          tabIndex={0}
          role="region"
          aria-label="Analysis details"
          className="min-h-0 flex-1 overflow-y-auto px-6 pt-6 pb-4 focus-visible:outline-2 focus-visible:outline-brand-500 sm:px-8 sm:pt-8"
        >
          <h2 id={titleId} className="text-center text-2xl font-semibold text-ink-900">
            Session Analysis
          </h2>
          <div className="mt-3 flex justify-center">
            <StarRating rating={analysis.rating} size="lg" showValue />
          </div>
          <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Tile label="Accuracy" value={`${Math.round(analysis.match_accuracy)}%`} />
            <Tile label="Words Matched" value={`${analysis.words_matched}/${analysis.total_script_words}`} />
            <Tile label="Words Missed" value={String(analysis.words_missed)} />
            <Tile label="Words Added" value={String(analysis.words_added)} />
          </div>
          {unreadText(analysis) && <p className="mt-4 text-center text-sm text-ink-700">{unreadText(analysis)}</p>}
          {(analysis.missed_words.length > 0 || analysis.added_words.length > 0) && (
            <div className="mt-6 flex flex-col gap-4 sm:flex-row">
              <WordChips title="Missed Words" words={analysis.missed_words} tone="missed" />
              <WordChips title="Added Words" words={analysis.added_words} tone="added" />
            </div>
          )}
          <div className="mt-6 space-y-4 empty:hidden">
            <PronunciationPractice words={analysis.misheard_words} />
            <SkippedSentences sentences={analysis.skipped_sentences} />
          </div>
          {transcript && analysis.delivery && (
            <section aria-label="What you said, fillers and hedges marked" className="mt-6">
              <h3 className="mb-2 text-sm font-semibold text-ink-800">What You Said</h3>
              <HighlightedAnswer text={transcript} />
            </section>
          )}
          {analysis.delivery && <DeliverySummary delivery={analysis.delivery} className="mt-6" />}
          <AnswerReplay recordingKey={replayKey} title="Replay your run" className="mt-6" />
          <section className="mt-6 rounded-xl border border-brand-100 bg-brand-50/50 p-4">
            <h3 className="text-sm font-semibold text-brand-800">AI-Powered Feedback</h3>
            <div className="mt-2">
              <Markdown>{analysis.analysis}</Markdown>
            </div>
          </section>
        </div>
        <div className="flex shrink-0 justify-center rounded-b-2xl border-t border-ink-100 px-6 py-4">
          <Button size="lg" onClick={onPracticeAgain}>
            Practice Again
          </Button>
        </div>
      </div>
    </div>
  );
}
