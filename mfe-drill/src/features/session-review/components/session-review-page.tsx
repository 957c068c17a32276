import type { Drill } from '@speakwell/contracts';
import { buttonClassName, Card, IconArrowLeft, Markdown, Spinner, StarRating } from '@speakwell/ui';
import { useSessionDetail } from '@speakwell/api-client/queries';
import { AnswerReplay, answerRecordingKey, DeliverySummary, HighlightedAnswer } from '@speakwell/speech';
import { Link, useParams } from 'react-router';
import { questionsWithAttempts, ratingProgress, type QuestionAttempts } from '../../../shared/drill-attempts.js';
import { explanationWithoutScore } from '../../../shared/rating-explanation.js';

function BackToHistory() {
  return (
    <Link to="/history" className={buttonClassName('ghost', 'sm', '-ml-3 mb-4')}>
      <IconArrowLeft className="size-4" />
      Drill History
    </Link>
  );
}

/** '/sessions/:sessionId': a read-only review of one session, answer by answer. */
export function SessionReviewPage() {
  const { sessionId = '' } = useParams();
  const session = useSessionDetail(sessionId, 'Failed to fetch session details');

  if (session.isPending) {
    return (
      <p className="flex items-center gap-3 py-10 text-ink-500">
        <Spinner size="sm" />
        Loading session history...
      </p>
    );
  }
  if (session.isError) {
    return (
      <div>
        <BackToHistory />
        <p className="rounded-2xl border border-dashed border-ink-300 bg-white/60 px-6 py-14 text-center text-ink-600">Session not found.</p>
      </div>
    );
  }
  const { topic, created_at, drills } = session.data;
  const questions = questionsWithAttempts(drills);
  return (
    <div>
      <BackToHistory />
      <header className="mb-8">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-ink-900 sm:text-3xl">{topic}</h1>
        <p className="mt-2 text-ink-500">Reviewed on {new Date(created_at).toLocaleDateString()}</p>
      </header>
      {questions.length === 0 ? (
        <p className="text-ink-500">No drills were recorded for this session.</p>
      ) : (
        <ol className="space-y-6">
          {questions.map((question, index) => (
            <QuestionReview key={question.attempts[0]._id} question={question} number={index + 1} />
          ))}
        </ol>
      )}
    </div>
  );
}

function QuestionReview({ question, number }: { question: QuestionAttempts; number: number }) {
  const { attempts } = question;
  return (
    <li className="animate-slide-up" style={{ animationDelay: `${(number - 1) * 50}ms` }}>
      <Card aria-label={`Question ${number}`}>
        <p className="text-xs font-semibold tracking-wider text-brand-600 uppercase">{`Question ${number}`}</p>
        <h2 className="mt-1 text-lg leading-snug font-semibold text-ink-900">{question.question}</h2>
        {attempts.length === 1 ? (
          <AttemptReview drill={attempts[0]} headingLevel={3} />
        ) : (
          // Answered more than once: each attempt in the order given, with how the rating moved.
          <ol className="mt-2 divide-y divide-ink-100">
            {attempts.map((drill, index) => {
              const progress = index > 0 ? ratingProgress(attempts[index - 1], drill, index) : null;
              return (
                <li key={drill._id} className="py-5 last:pb-0">
                  <div className="flex flex-wrap items-center gap-3">
                    <h3 className="text-base font-semibold text-ink-900">{`Attempt ${index + 1}`}</h3>
                    {progress && (
                      <span
                        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${progress.startsWith('+') ? 'bg-emerald-50 text-emerald-800' : 'bg-ink-100 text-ink-700'}`}
                      >
                        {progress}
                      </span>
                    )}
                  </div>
                  <AttemptReview drill={drill} headingLevel={4} />
                </li>
              );
            })}
          </ol>
        )}
      </Card>
    </li>
  );
}

/** One answer: the answer, its delivery, rating, feedback and example answer. */
function AttemptReview({ drill, headingLevel }: { drill: Drill; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      <section className="mt-5">
        <Heading className="text-sm font-semibold text-ink-700">Your Answer</Heading>
        <HighlightedAnswer className="mt-2" text={drill.answer ?? ''} />
      </section>

      {drill.delivery && (
        <div className="mt-5">
          <DeliverySummary delivery={drill.delivery} />
        </div>
      )}

      {drill.timestamp && <AnswerReplay recordingKey={answerRecordingKey(drill.attempt_of ?? drill._id, drill.timestamp)} className="mt-5" />}

      {drill.rating !== null && (
        <section className="mt-5 rounded-xl bg-ink-50 p-4">
          <div className="flex flex-wrap items-center gap-3">
            <StarRating rating={drill.rating} />
            <span className="text-sm font-semibold text-ink-800">{`${drill.rating.toFixed(1)} out of 5`}</span>
          </div>
          {drill.rating_explanation && <p className="mt-2 text-sm text-ink-600">{explanationWithoutScore(drill.rating_explanation)}</p>}
        </section>
      )}

      {drill.feedback && (
        <section className="mt-5">
          <Heading className="text-sm font-semibold text-ink-700">Feedback &amp; Analysis</Heading>
          <Markdown className="mt-2">{drill.feedback}</Markdown>
        </section>
      )}

      {drill.example_answer && (
        <section className="mt-5 rounded-xl border border-emerald-100 bg-emerald-50/40 p-4">
          <Heading className="text-sm font-semibold text-emerald-800">Example Answer</Heading>
          <Markdown className="mt-2">{drill.example_answer}</Markdown>
        </section>
      )}
    </>
  );
}
