import { Card, Markdown, StarRating } from '@speakwell/ui';
import { useParams } from 'react-router';
import { useSessionDetail } from '../api/get-session.js';

/** '/sessions/:sessionId': a read-only review of one session. */
export function SessionReviewPage() {
  const { sessionId = '' } = useParams();
  const session = useSessionDetail(sessionId);

  if (session.isPending) return <p className="text-ink-500">Loading session history...</p>;
  if (session.isError) return <p className="text-ink-600">Session not found.</p>;
  const { topic, created_at, drills } = session.data;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-ink-900">{topic}</h1>
        <p className="mt-1 text-sm text-ink-500">Reviewed on {new Date(created_at).toLocaleDateString()}</p>
      </header>
      {drills.map((drill) => (
        <Card key={drill._id} title={drill.question}>
          {drill.answer && <p className="text-sm text-ink-600">{drill.answer}</p>}
          {drill.rating !== null && <StarRating rating={drill.rating} showValue className="mt-3" />}
          {drill.feedback && <Markdown className="mt-3">{drill.feedback}</Markdown>}
        </Card>
      ))}
    </div>
  );
}
