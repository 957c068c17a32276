import {
  infiniteQueryOptions,
  keepPreviousData,
  mutationOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { apiGet, type ApiRequestOptions } from '@speakwell/api-client';

/** One page of a list endpoint: its rows, and the next page's path from the Link header. */
export interface ListPage<Item> {
  items: Item[];
  next: string | null;
}

/**
 * The rel="next" target of a Link header (RFC 8288). Only a path on this API is followed, so
 * the bearer token is never sent anywhere a header names.
 */
export function nextPageLink(header: string | null): string | null {
  for (const link of header?.split(/,(?=\s*<)/) ?? []) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(link);
    if (!match) continue;
    const rels = match[2]
      .split(';')
      .map((param) => /^\s*rel\s*=\s*"?([^"]*)"?\s*$/i.exec(param)?.[1])
      .find((value) => value !== undefined);
    if (rels?.toLowerCase().split(/\s+/).includes('next') && match[1].startsWith('/api/')) return match[1];
  }
  return null;
}

export interface ListRequest<Item> {
  path: string;
  /** A search's list: while a new search loads, the last one's rows stay on screen. */
  keepWhileSearching?: boolean;
  query?: ApiRequestOptions<Item[]>['query'];
  /** The list's contract (`contract('SessionList')`), loaded while the first page is asked for. */
  loadSchema: NonNullable<ApiRequestOptions<Item[]>['loadSchema']>;
}

/** GET one page: the first from `path` and `query`, the next ones from the Link header's path. */
export async function getListPage<Item>({ path, query, loadSchema }: ListRequest<Item>, pageUrl: string | null, signal?: AbortSignal): Promise<ListPage<Item>> {
  let next: string | null = null;
  const items = await apiGet(pageUrl ?? path, {
    loadSchema,
    ...(pageUrl === null && query && { query }),
    ...(signal && { signal }),
    onResponse: (response) => {
      next = nextPageLink(response.headers.get('Link'));
    },
  });
  return { items, next };
}

/**
 * A list endpoint paged by the server (newest first, `?cursor=` in the Link header), as a
 * TanStack infinite query whose data is the loaded rows in order.
 */
export function pagedListQuery<Item, Key extends QueryKey>(queryKey: Key, request: ListRequest<Item>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getListPage(request, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: ListPage<Item>) => lastPage.next,
    select: (data: InfiniteData<ListPage<Item>, string | null>) => data.pages.flatMap((page) => page.items),
    ...(request.keepWhileSearching && { placeholderData: keepPreviousData }),
  });
}

/** The rows loaded so far (`data`), and `fetchNextPage` for the screen to call as the user scrolls. */
export function usePagedList<Item, Key extends QueryKey>(options: ReturnType<typeof pagedListQuery<Item, Key>>) {
  return useInfiniteQuery(options);
}

type Pages<Item> = InfiniteData<ListPage<Item>, string | null>;

/**
 * A read of the list that is still on its way began before the change the caller is putting in
 * (an add, a delete), and would put the old rows back when it lands; one with no rows yet has
 * nothing to put the change in. Either is read again (cancelling the stale read), so the list
 * ends up as the server has it. Idle, loaded lists keep the change without a reload.
 */
function readAgainIfStale(queryClient: QueryClient, queryKey: QueryKey): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
    if (query.state.fetchStatus === 'idle' && query.state.data !== undefined) continue;
    // A first read is not cancelled by a refetch (TanStack joins it), so it is cancelled here.
    const filters = { queryKey: query.queryKey, exact: true };
    void queryClient.cancelQueries(filters).then(() => queryClient.invalidateQueries(filters));
  }
}

/** Takes rows out of every loaded page of the lists under `queryKey` (a delete), no reload. */
export function removeFromPages<Item>(queryClient: QueryClient, queryKey: QueryKey, isGone: (item: Item) => boolean): void {
  queryClient.setQueriesData<Pages<Item>>(
    { queryKey },
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => !isGone(item)) })) },
  );
  readAgainIfStale(queryClient, queryKey);
}

/** A delete by id whose row leaves every loaded page of its list at once (no reload). */
export const deleteFromPagesMutation = <Item>(queryKey: QueryKey, deleteById: (id: string) => Promise<unknown>, idOf: (item: Item) => string) =>
  mutationOptions({
    mutationFn: deleteById,
    onSuccess: (_response, id, _result, { client }) => removeFromPages<Item>(client, queryKey, (item) => idOf(item) === id),
  });

/** Puts a changed row in place of the loaded one (a row the server answered with), no reload. */
export function replaceInPages<Item>(queryClient: QueryClient, queryKey: QueryKey, isIt: (item: Item) => boolean, changed: Item): void {
  queryClient.setQueriesData<Pages<Item>>(
    { queryKey },
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (isIt(item) ? changed : item)) })) },
  );
  readAgainIfStale(queryClient, queryKey);
}

/** Puts a new row at the top of the first loaded page of the list at `queryKey` (newest first). */
export function addToFirstPage<Item>(queryClient: QueryClient, queryKey: QueryKey, item: Item): void {
  queryClient.setQueryData<Pages<Item>>(
    queryKey,
    (data) => data && { ...data, pages: data.pages.map((page, index) => (index === 0 ? { ...page, items: [item, ...page.items] } : page)) },
  );
  readAgainIfStale(queryClient, queryKey);
}
