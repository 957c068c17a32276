import type { ReactNode } from 'react';
import { Button } from './button.js';
import { ErrorText } from './error-text.js';
import { IconRefresh } from './icons.js';

/** A query that can be read again: TanStack's `isFetching` and `refetch`. */
export interface ReloadableQuery {
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * What a screen shows when its data failed to load: the message (announced) and 'Try again',
 * which reads the query again and spins (dropping its icon) while that read is under way.
 */
export function LoadFailure({ query, children }: { query: ReloadableQuery; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ErrorText>{children}</ErrorText>
      <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
        {!query.isFetching && <IconRefresh className="size-4" />}
        Try again
      </Button>
    </div>
  );
}
