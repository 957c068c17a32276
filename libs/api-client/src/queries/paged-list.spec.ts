import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { addToFirstPage, getListPage, nextPageLink, removeFromPages, type ListPage } from './paged-list.js';

describe('nextPageLink', () => {
  it('reads the rel="next" path of a Link header, among other links and params', () => {
    expect(nextPageLink('</api/sessions?type=Drill&cursor=abc>; rel="next"')).toBe('/api/sessions?type=Drill&cursor=abc');
    expect(nextPageLink('</api/dictionary?cursor=p>; rel="prev", </api/dictionary?cursor=n>; title="more"; rel=next')).toBe('/api/dictionary?cursor=n');
  });

  it('finds nothing on the last page, and never follows a link off this API', () => {
    expect(nextPageLink(null)).toBeNull();
    expect(nextPageLink('</api/scripts?cursor=x>; rel="prev"')).toBeNull();
    expect(nextPageLink('<https://elsewhere.example/api/scripts>; rel="next"')).toBeNull();
  });
});

describe('getListPage', () => {
  let server: Server;
  let base: string;
  const rows = ['e', 'd', 'c', 'b', 'a'];

  beforeAll(async () => {
    // Two rows a page, newest first, the next page's path in the Link header as the API sends it.
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const end = start + 2;
      res.setHeader('Content-Type', 'application/json');
      if (end < rows.length) res.setHeader('Link', `</api/words?cursor=${end}>; rel="next"`);
      res.end(JSON.stringify(rows.slice(start, end)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('walks every page by its Link header, each row once, in order', async () => {
    const seen: string[] = [];
    const request = { path: `${base}/api/words`, loadSchema: () => Promise.resolve(z.array(z.string())) };
    let page = await getListPage(request, null);
    seen.push(...page.items);
    while (page.next) {
      page = await getListPage(request, `${base}${page.next}`);
      seen.push(...page.items);
    }
    expect(seen).toEqual(rows);
  });
});

describe('changing a list while a read of it is on its way', () => {
  type Pages = InfiniteData<ListPage<string>, string | null>;
  const key = ['words', ''] as const;

  /** A list whose reads answer only when the test says, with the server's rows at that moment. */
  function slowList(server: string[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const pending: (() => void)[] = [];
    const observer = new InfiniteQueryObserver(client, {
      queryKey: key,
      initialPageParam: null as string | null,
      getNextPageParam: () => null,
      queryFn: () => {
        const rows = [...server];
        return new Promise<ListPage<string>>((resolve) => pending.push(() => resolve({ items: rows, next: null })));
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    const rows = () => client.getQueryData<Pages>(key)?.pages.flatMap((page) => page.items);
    const settle = async () => {
      while (pending.length > 0 || client.isFetching() > 0) {
        pending.shift()?.();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    };
    return { client, pending, rows, settle, unsubscribe };
  }

  it('a word added before the first read lands is not hidden by that read', async () => {
    const server: string[] = [];
    const list = slowList(server);
    expect(list.pending).toHaveLength(1); // the first read left before the add
    server.unshift('eloquent');
    addToFirstPage(list.client, key, 'eloquent');
    await list.settle();
    expect(list.rows()).toEqual(['eloquent']);
    list.unsubscribe();
  });

  it('a word deleted while the list is read again stays gone', async () => {
    const server = ['b', 'a'];
    const list = slowList(server);
    await list.settle();
    void list.client.refetchQueries({ queryKey: key });
    server.splice(0, 1);
    removeFromPages<string>(list.client, key, (row) => row === 'b');
    await list.settle();
    expect(list.rows()).toEqual(['a']);
    list.unsubscribe();
  });

  it('an idle, loaded list takes the new row without asking the server again', async () => {
    const list = slowList(['a']);
    await list.settle();
    addToFirstPage(list.client, key, 'b');
    expect(list.pending).toHaveLength(0);
    expect(list.rows()).toEqual(['b', 'a']);
    list.unsubscribe();
  });
});
