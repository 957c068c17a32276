import { buttonClassName, IconPlus, PageHeader } from '@speakwell/ui';
import { Link } from 'react-router';

/** '/meeting-history': past meeting sessions. */
export function MeetingHistoryPage() {
  return (
    <PageHeader
      title="Meeting History"
      subtitle="Review past meeting sessions and reuse their context."
      actions={
        <Link to="/meeting-qa" className={buttonClassName('primary')}>
          <IconPlus className="size-4" />
          New Q&amp;A Session
        </Link>
      }
    />
  );
}
