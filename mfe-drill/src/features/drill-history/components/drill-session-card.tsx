import type { SessionSummary } from '@speakwell/contracts';
import { Badge, Card } from '@speakwell/ui';

/** One past session: topic, date, and the Focus Mode badge for '[focus mode]' topics. */
export function DrillSessionCard({ session, position }: { session: SessionSummary; position: number }) {
  const focusMode = session.topic.toLowerCase().includes('[focus mode]');
  return (
    <li className="animate-slide-up" style={{ animationDelay: `${position * 50}ms` }}>
      <Card>
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-base font-semibold text-ink-900">{session.topic}</h2>
          {focusMode && <Badge tone="brand">Focus Mode</Badge>}
        </div>
        <p className="mt-1 text-sm text-ink-500">{new Date(session.created_at).toLocaleDateString()}</p>
      </Card>
    </li>
  );
}
