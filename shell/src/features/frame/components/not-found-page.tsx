import { buttonClassName, EmptyState } from '@speakwell/ui';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <EmptyState
      title="Page not found"
      description="There is nothing at this address."
      action={
        <Link to="/" className={buttonClassName('secondary')}>
          Go to Speaking Drill
        </Link>
      }
    />
  );
}
