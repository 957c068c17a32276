import type { SessionSummary } from '@speakwell/contracts';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { auth, registerUser, type TestUser } from './support/factories.js';
import { addRows, LIST_NAMES, listNamed, rowId, type ListRow } from './support/lists.js';
import { setupTestApp } from './support/test-setup.js';

/** The next page's path from a Link header, checked to be the contract's form; null when there is none. */
function nextPage(response: Response): string | null {
  const link = response.headers.link as string | undefined;
  if (link === undefined) return null;
  const match = /^<(\/api\/[^>]+)>; rel="next"$/.exec(link);
  if (!match) throw new Error(`Link header not in the contract's form: ${link}`);
  return match[1];
}

const withQuery = (path: string, query: string): string => `${path}${path.includes('?') ? '&' : '?'}${query}`;

describe('Paged lists (?limit=&cursor=, Link: rel="next")', () => {
  const { t, root, alice, bob } = setupTestApp({ admins: ['root'], users: ['alice', 'bob'] });

  const get = (user: TestUser, path: string) => t.http.get(path).set(auth(user));

  /** Follows the Link headers from `first` to the last page, running `between` after each page that has a next one. */
  async function walk(
    user: TestUser,
    first: string,
    between: (pagesRead: number) => Promise<void> = () => Promise.resolve(),
  ): Promise<{ ids: string[]; pages: ListRow[][] }> {
    const pages: ListRow[][] = [];
    let path: string | null = first;
    while (path !== null) {
      const response: Response = await get(user, path).expect(200);
      expect(Array.isArray(response.body)).toBe(true);
      pages.push(response.body as ListRow[]);
      path = nextPage(response);
      if (path !== null) await between(pages.length);
    }
    return { ids: pages.flat().map(rowId), pages };
  }

  describe.each(LIST_NAMES)('%s', (name) => {
    const list = () => listNamed(t, name);
    const ownerOf = () => (list().perUser ? alice : root);

    it('walks page by page, newest first, every row once, while rows are added and deleted in between', async () => {
      const owner = ownerOf();
      const path = await list().path(owner);
      const made = await addRows(list(), owner, 8);
      const before = (await walk(owner, withQuery(path, 'limit=100'))).ids;
      // Newest first: the rows just made lead, the last one made on top.
      expect(before.slice(0, 8)).toEqual([...made].reverse());

      const added: string[] = [];
      const deletedUnseen = [made[3], made[0]];
      const { ids, pages } = await walk(owner, withQuery(path, 'limit=3'), async (pagesRead) => {
        added.push(await list().add(owner));
        // After page 1 (made[7..5]): one row already seen and one not yet seen go; after page 2, the oldest made.
        if (pagesRead === 1) {
          await list().remove(owner, made[6]);
          await list().remove(owner, deletedUnseen[0]);
        }
        if (pagesRead === 2) await list().remove(owner, deletedUnseen[1]);
      });

      expect(pages[0]).toHaveLength(3);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(before.filter((id) => !deletedUnseen.includes(id)));
      for (const id of added) expect(ids).not.toContain(id);
      // The rows added meanwhile are on top of a fresh first page.
      const fresh = (await get(owner, withQuery(path, 'limit=2')).expect(200)).body as ListRow[];
      expect(fresh.map(rowId)).toEqual([added[added.length - 1], added[added.length - 2]]);
    });

    it('answers the last page without a Link header, and a page of exactly the rest too', async () => {
      const owner = ownerOf();
      const path = await list().path(owner);
      const total = (await walk(owner, withQuery(path, 'limit=100'))).ids.length;
      const exact = await get(owner, withQuery(path, `limit=${total}`)).expect(200);
      expect((exact.body as ListRow[]).length).toBe(total);
      expect(exact.headers.link).toBeUndefined();
      const cut = await get(owner, withQuery(path, `limit=${total - 1}`)).expect(200);
      expect(nextPage(cut)).toMatch(/[?&]cursor=[A-Za-z0-9_-]+/);
      expect((await get(owner, nextPage(cut) ?? '').expect(200)).body).toHaveLength(1);
    });

    it('refuses a bad limit or cursor with a 400 that says what is wrong', async () => {
      const owner = ownerOf();
      const path = await list().path(owner);
      for (const limit of ['0', '101', 'ten', '2.5', '-1', '']) {
        const res = await get(owner, withQuery(path, `limit=${limit}`)).expect(400);
        expect(res.body).toEqual({ error: 'Limit must be a whole number from 1 to 100', code: 'INVALID_INPUT', statusCode: 400 });
      }
      const badCursors = [
        '!!!',
        Buffer.from('hello').toString('base64url'),
        Buffer.from('2026-02-30T10:00:00.000000Z~3f1e8a52-6d0c-4c7e-9b1a-2b4f5e6d7c8a').toString('base64url'),
        Buffer.from('2026-01-10T10:00:00.000000Z~not-an-id').toString('base64url'),
        // Year 0: a JavaScript date, but out of PostgreSQL's range (it has no year 0).
        Buffer.from('0000-01-01T00:00:00.000000Z~3f1e8a52-6d0c-4c7e-9b1a-2b4f5e6d7c8a').toString('base64url'),
        Buffer.from('0000-12-31T23:59:59.999999Z~3f1e8a52-6d0c-4c7e-9b1a-2b4f5e6d7c8a').toString('base64url'),
        Buffer.from("2026-01-10T10:00:00.000000Z~3f1e8a52-6d0c-4c7e-9b1a-2b4f5e6d7c8a'; DROP TABLE users; --").toString('base64url'),
        'A'.repeat(201),
      ];
      for (const cursor of badCursors) {
        const res = await get(owner, withQuery(path, `cursor=${encodeURIComponent(cursor)}`)).expect(400);
        expect(res.body).toEqual({ error: 'Cursor is not valid: use the Link header of the previous page', code: 'INVALID_INPUT', statusCode: 400 });
      }
      await get(owner, withQuery(path, 'cursor=a&cursor=b')).expect(400);
      // The range's ends: before every row, and after every row (the first page's rows).
      const earliest = Buffer.from('0001-01-01T00:00:00.000000Z~3f1e8a52-6d0c-4c7e-9b1a-2b4f5e6d7c8a').toString('base64url');
      expect((await get(owner, withQuery(path, `cursor=${earliest}`)).expect(200)).body).toEqual([]);
      const latest = Buffer.from('9999-12-31T23:59:59.999999Z~3f1e8a52-6d0c-4c7e-9b1a-2b4f5e6d7c8a').toString('base64url');
      expect((await get(owner, withQuery(path, `cursor=${latest}`)).expect(200)).body.length).toBeGreaterThan(0);
    });
  });

  describe.each(LIST_NAMES.filter((name) => name !== 'admin users'))('%s of another user', (name) => {
    it("follows someone else's cursor into the caller's own rows only", async () => {
      const list = listNamed(t, name);
      const [alicePath, bobPath] = [await list.path(alice), await list.path(bob)];
      const [bobOlder] = await addRows(list, bob, 1);
      await addRows(list, alice, 2);
      const [bobNewer] = await addRows(list, bob, 1);
      const aliceIds = (await walk(alice, withQuery(alicePath, 'limit=100'))).ids;
      const aliceNext = nextPage(await get(alice, withQuery(alicePath, 'limit=1')).expect(200));
      const cursor = new URL(aliceNext ?? '', 'http://origin.invalid').searchParams.get('cursor') ?? '';

      // Alice's cursor is only a point in time to Bob: his own rows older than it, none of hers.
      const { ids } = await walk(bob, withQuery(bobPath, `limit=1&cursor=${cursor}`));
      expect(ids[0]).toBe(bobOlder);
      expect(ids).not.toContain(bobNewer);
      for (const id of ids) expect(aliceIds).not.toContain(id);
    });
  });

  it('answers a spec-shaped call (no limit) with the plain array: 50 rows and a Link when there are more', async () => {
    const carol = await registerUser(t.http);
    const few = await get(carol, '/api/sessions?type=Drill').expect(200);
    expect(few.body).toEqual([]);
    expect(few.headers.link).toBeUndefined();

    await t.app.get(DataSource).query(
      `INSERT INTO sessions (user_id, session_type, topic, context, created_at)
       SELECT $1, 'Drill', 'Topic ' || n, '', now() - n * interval '1 minute' FROM generate_series(1, 51) AS n`,
      [carol.id],
    );
    const first = await get(carol, '/api/sessions?type=Drill').expect(200);
    const rows = first.body as SessionSummary[];
    expect(rows).toHaveLength(50);
    expect(rows.map((row) => row.topic).slice(0, 2)).toEqual(['Topic 1', 'Topic 2']);
    expect(nextPage(first)).toMatch(/^\/api\/sessions\?type=Drill&cursor=/);
    const rest = await get(carol, nextPage(first) ?? '').expect(200);
    expect((rest.body as SessionSummary[]).map((row) => row.topic)).toEqual(['Topic 51']);
    expect(rest.headers.link).toBeUndefined();
    // No type is the drill list, as before paging.
    expect(((await get(carol, '/api/sessions').expect(200)).body as SessionSummary[])[0]?.topic).toBe('Topic 1');
  });

  it('documents limit, cursor and the Link header on every list in the OpenAPI document', async () => {
    type Operation = { parameters?: Array<{ name: string; in: string }>; responses: Record<string, { headers?: Record<string, unknown> }> };
    const doc = (await t.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, { get?: Operation }> };
    for (const path of ['/api/sessions', '/api/dictionary', '/api/scripts', '/api/scripts/{id}/history', '/api/admin/users']) {
      const operation = doc.paths[path]?.get;
      expect(operation?.parameters?.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual(
        expect.arrayContaining(['limit', 'cursor']),
      );
      expect(operation?.responses['200']?.headers).toHaveProperty('Link');
    }
  });
});
