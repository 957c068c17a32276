import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './button.js';
import { ErrorText } from './error-text.js';
import { useFirstRowsFirst } from './first-rows-first.js';
import { Spinner } from './spinner.js';

/**
 * A list the server hands out page by page, as a TanStack infinite query gives it
 * (`usePagedList` from @speakwell/api-client/queries): the rows loaded so far in `data`.
 */
export interface PagedListState<Item> {
  data: Item[] | undefined;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** How far below the screen the next page starts loading, so scrolling rarely waits. */
const LOOK_AHEAD = '0px 0px 600px 0px';

/**
 * The end of a paged list: loads the next page when it comes near the screen (or the bottom of
 * its scrolling box), says 'Loading more...' meanwhile, and offers 'Try again' if a page failed.
 */
export function MoreOnScroll({ list }: { list: Omit<PagedListState<unknown>, 'data' | 'isPending' | 'isError'> }) {
  const end = useRef<HTMLDivElement>(null);
  const [nearScreen, setNearScreen] = useState(false);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;

  useEffect(() => {
    const element = end.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setNearScreen(entry.isIntersecting), { rootMargin: LOOK_AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Runs again when a page has arrived: while the end is still in sight, the next one follows.
  useEffect(() => {
    if (nearScreen && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [nearScreen, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return (
    <div ref={end} className="py-2">
      {isFetchingNextPage && (
        <p className="flex items-center justify-center gap-3 text-sm text-ink-500">
          <Spinner size="sm" label="Loading more" />
          Loading more...
        </p>
      )}
      {isFetchNextPageError && !isFetchingNextPage && (
        <div className="flex flex-wrap items-center justify-center gap-3">
          <ErrorText>Could not load more.</ErrorText>
          <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}

export interface PagedListViewProps<Item> {
  list: PagedListState<Item>;
  /** Shown with a spinner until the first page is in, e.g. 'Loading history...'. */
  loadingText: string;
  /** What a failed first page shows. */
  failure: ReactNode;
  /** What an empty list shows. */
  empty: ReactNode;
  /** The loaded rows (the list element itself); more load as the user scrolls to its end. */
  children: (items: Item[]) => ReactNode;
  /** False when the children show another list of their own that loads more (a filtered one): default true. */
  loadMoreOnScroll?: boolean;
}

/** The states every list screen has: loading, failed, empty, and the rows with more on scroll. */
export function PagedListView<Item>({ list, loadingText, failure, empty, children, loadMoreOnScroll = true }: PagedListViewProps<Item>) {
  const rows = useFirstRowsFirst(list.data ?? []);
  return (
    <>
      {list.isPending && (
        <p className="flex items-center gap-3 text-ink-500">
          <Spinner size="sm" label={loadingText.replace(/\.+$/, '')} />
          {loadingText}
        </p>
      )}
      {list.isError && !list.data && failure}
      {list.data?.length === 0 && empty}
      {list.data && list.data.length > 0 && (
        <>
          {children(rows.shown)}
          {loadMoreOnScroll && rows.complete && <MoreOnScroll list={list} />}
        </>
      )}
    </>
  );
}
