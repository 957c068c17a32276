import { buttonClassName, IconPlus, PageHeader } from '@speakwell/ui';
import { Link } from 'react-router';

/** '/scripts': the user's scripts. */
export function ScriptLibraryPage() {
  return (
    <PageHeader
      title="Script Library"
      subtitle="Create, manage, and practice your scripts."
      actions={
        <Link to="/scripts/new" className={buttonClassName('primary')}>
          <IconPlus className="size-4" />
          New Script
        </Link>
      }
    />
  );
}
