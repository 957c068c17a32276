/**
 * Every list endpoint, as the paging tests walk them: how to reach a user's list, add a row to
 * it and take one away (through the API where it can; a practice run has no delete call), and
 * the row the entity's mapper makes for the detail calls.
 *   describe.each(LIST_NAMES)('%s', (name) => { ... const list = listNamed(t, name); await list.path(alice) ... });
 */
import type { CreateScriptResponse, CreateSessionResponse, DictionaryEntry } from '@speakwell/contracts';
import { DataSource } from 'typeorm';
import { toAdminUserRow } from '../../src/admin/admin.service.js';
import { DictionaryEntryEntity } from '../../src/dictionary/dictionary-entry.entity.js';
import { toDictionaryEntry } from '../../src/dictionary/dictionary.service.js';
import { ScriptPracticeRunEntity } from '../../src/scripts/script-practice-run.entity.js';
import { ScriptEntity } from '../../src/scripts/script.entity.js';
import { toScript, toScriptHistoryEntry } from '../../src/scripts/scripts.service.js';
import { SessionEntity } from '../../src/sessions/session.entity.js';
import { toSessionSummary } from '../../src/sessions/sessions.service.js';
import { User } from '../../src/users/user.entity.js';
import { auth, registerUser, type TestUser } from './factories.js';
import type { TestApp } from './test-app.js';

/** A list row: `id`, or `_id` where the API names it so (dictionary entries). */
export interface ListRow {
  id?: string;
  _id?: string;
}

export const rowId = (row: ListRow): string => row.id ?? row._id ?? '';

export interface ListUnderTest {
  name: ListName;
  /** Lists one user's rows (the admin list shows every account). */
  perUser: boolean;
  /** The list's path for this user, without limit or cursor. */
  path(owner: TestUser): Promise<string>;
  /** Adds a row to the owner's list; its id. */
  add(owner: TestUser): Promise<string>;
  remove(owner: TestUser, id: string): Promise<void>;
  /** The row the entity's mapper makes (what detail and create calls answer). */
  mapped(id: string): Promise<object>;
}

/** Real words the offline dictionary knows, one per added entry (a user cannot add one twice). */
const WORDS =
  'apple river garden candle ladder window silver harbor meadow lantern pebble thunder basket feather orange pencil bridge castle desert forest island jacket kitten mirror needle ocean pillow rabbit saddle tunnel valley wagon blanket cherry dragon engine finger hammer insect jungle'.split(
    ' ',
  );
let made = 0;

/** The names of everyList's lists, in its order (for describe.each). */
export const LIST_NAMES = ['drill sessions', 'meeting sessions', 'dictionary', 'scripts', 'script history', 'admin users'] as const;
export type ListName = (typeof LIST_NAMES)[number];

const listsOf = new WeakMap<TestApp, ListUnderTest[]>();

/** The list of that name in a test app (one set per app, so a user's practised script stays the same). */
export function listNamed(t: TestApp, name: ListName): ListUnderTest {
  const lists = listsOf.get(t) ?? everyList(t);
  listsOf.set(t, lists);
  const found = lists.find((list) => list.name === name);
  if (!found) throw new Error(`No list named ${name}`);
  return found;
}

function everyList(t: TestApp): ListUnderTest[] {
  const db = () => t.app.get(DataSource);
  const scripts = new Map<string, string>();
  const createScript = async (owner: TestUser, title: string): Promise<string> =>
    (
      (await t.http.post('/api/scripts').set(auth(owner)).send({ title, content: 'The quick brown fox jumps over the lazy dog.' }).expect(201))
        .body as CreateScriptResponse
    ).id;
  const practisedScript = async (owner: TestUser): Promise<string> => {
    const known = scripts.get(owner.id);
    if (known) return known;
    const id = await createScript(owner, 'Practised');
    scripts.set(owner.id, id);
    return id;
  };
  const sessions = (type: 'Drill' | 'Meeting'): ListUnderTest => ({
    name: type === 'Drill' ? 'drill sessions' : 'meeting sessions',
    perUser: true,
    path: () => Promise.resolve(`/api/sessions?type=${type}`),
    add: async (owner) => {
      made += 1;
      const body = type === 'Drill' ? { topic: `Topic ${made}`, context: '', session_type: 'Drill' } : { title: `Meeting ${made}`, context: `Agenda ${made}` };
      return ((await t.http.post('/api/sessions').set(auth(owner)).send(body).expect(201)).body as CreateSessionResponse).session_id;
    },
    remove: async (owner, id) => void (await t.http.delete(`/api/sessions/${id}`).set(auth(owner)).expect(200)),
    mapped: async (id) => toSessionSummary(await db().getRepository(SessionEntity).findOneByOrFail({ id })),
  });
  return [
    sessions('Drill'),
    sessions('Meeting'),
    {
      name: 'dictionary',
      perUser: true,
      path: () => Promise.resolve('/api/dictionary'),
      add: async (owner) => {
        made += 1;
        return (
          (
            await t.http
              .post('/api/dictionary')
              .set(auth(owner))
              .send({ word: WORDS[made % WORDS.length] })
              .expect(201)
          ).body as DictionaryEntry
        )._id;
      },
      remove: async (owner, id) => void (await t.http.delete(`/api/dictionary/${id}`).set(auth(owner)).expect(200)),
      mapped: async (id) => toDictionaryEntry(await db().getRepository(DictionaryEntryEntity).findOneByOrFail({ id })),
    },
    {
      name: 'scripts',
      perUser: true,
      path: () => Promise.resolve('/api/scripts'),
      add: (owner) => {
        made += 1;
        return createScript(owner, `Script ${made}`);
      },
      remove: async (owner, id) => void (await t.http.delete(`/api/scripts/${id}`).set(auth(owner)).expect(200)),
      mapped: async (id) => toScript(await db().getRepository(ScriptEntity).findOneByOrFail({ id })),
    },
    {
      name: 'script history',
      perUser: true,
      path: async (owner) => `/api/scripts/${await practisedScript(owner)}/history`,
      add: async (owner) => {
        const scriptId = await practisedScript(owner);
        await t.http
          .post('/api/scripts/analyze')
          .set(auth(owner))
          .send({ script_id: scriptId, script_content: '', spoken_text: 'the quick brown fox' })
          .expect(200);
        const [run] = (await db().query(`SELECT id FROM script_practice_runs WHERE script_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`, [
          scriptId,
        ])) as Array<{ id: string }>;
        return run.id;
      },
      // A run has no delete call: it goes with its script, or here straight from the table.
      remove: async (_owner, id) => void (await db().query(`DELETE FROM script_practice_runs WHERE id = $1`, [id])),
      mapped: async (id) => toScriptHistoryEntry(await db().getRepository(ScriptPracticeRunEntity).findOneByOrFail({ id })),
    },
    {
      name: 'admin users',
      perUser: false,
      path: () => Promise.resolve('/api/admin/users'),
      add: async () => (await registerUser(t.http)).id,
      remove: async (admin, id) => void (await t.http.delete(`/api/admin/users/${id}`).set(auth(admin)).expect(200)),
      mapped: async (id) => toAdminUserRow(await db().getRepository(User).findOneByOrFail({ id })),
    },
  ];
}

/** Adds `count` rows, oldest first; their ids in that order. */
export async function addRows(list: ListUnderTest, owner: TestUser, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await list.add(owner));
  return ids;
}
