import type { ReactNode } from 'react';
import { Button } from './button.js';
import { IconRefresh } from './icons.js';

/** A query that can be read again: TanStack's `isFetching` and `refetch`. */
export interface ReloadableQuery {
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** Reads a failed list again; it spins (and drops its icon) while the read is under way. */
export function ReloadButton({ query, children }: { query: ReloadableQuery; children: ReactNode }) {
  return (
    <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
      {!query.isFetching && <IconRefresh className="size-4" />}
      {children}
    </Button>
  );
}
