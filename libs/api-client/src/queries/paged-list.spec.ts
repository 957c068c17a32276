import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { ApiError } from '../api-error.js';
import { getListPage, nextPageLink } from './paged-list.js';
import { retryOnceOnServerError } from './query-defaults.js';

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

describe('retryOnceOnServerError', () => {
  it('retries server trouble once, never a refusal', () => {
    expect(retryOnceOnServerError(0, new ApiError('boom', 503, false))).toBe(true);
    expect(retryOnceOnServerError(1, new ApiError('boom', 503, false))).toBe(false);
    expect(retryOnceOnServerError(0, new ApiError('Session not found', 404, true))).toBe(false);
  });
});
