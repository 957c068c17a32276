import {
  LIST_PREVIEW_LENGTH,
  type CreateScriptResponse,
  type CreateSessionResponse,
  type DictionaryEntry,
  type Script,
  type SessionDetail,
  type SessionSummary,
} from '@speakwell/contracts';
import { measureDelivery } from '@speakwell/words';
import { DataSource } from 'typeorm';
import { deliveryField } from '../src/drills/delivery.js';
import { DrillEntity } from '../src/drills/drill.entity.js';
import { MeetingQaEntity } from '../src/meeting/meeting-qa.entity.js';
import { drillFields, toMeetingQa } from '../src/sessions/session-question-views.js';
import { SessionEntity } from '../src/sessions/session.entity.js';
import { toSessionSummary } from '../src/sessions/sessions.service.js';
import { answerDrill, askInMeeting, createDrill, createDrillSession, createMeetingSession, auth, type TestUser } from './support/factories.js';
import { LIST_NAMES, listNamed, rowId, type ListRow } from './support/lists.js';
import { setupTestApp } from './support/test-setup.js';

describe('List rows: one shape per list, previews, the dictionary filter', () => {
  const { t, root, alice, bob } = setupTestApp({ admins: ['root'], users: ['alice', 'bob'] });

  const rows = async <Row>(user: TestUser, path: string): Promise<Row[]> => (await t.http.get(path).set(auth(user)).expect(200)).body as Row[];

  it.each(LIST_NAMES)('a row of the %s list is what the mapper makes of the same entity', async (name) => {
    const list = listNamed(t, name);
    const owner = list.perUser ? alice : root;
    const id = await list.add(owner);
    const row = (await rows<ListRow>(owner, await list.path(owner))).find((candidate) => rowId(candidate) === id);
    expect(row).toEqual(await list.mapped(id));
  });

  it("a session's detail is what the entity mappers make of its rows: drills with delivery, meeting Q&As", async () => {
    const db = t.app.get(DataSource);
    const drillSession = await createDrillSession(t.http, alice, { topic: 'Detail parity', context: 'Team lead at a bank.' });
    const first = await createDrill(t.http, alice, drillSession);
    await answerDrill(t.http, alice, first.drill_id, 'I set up weekly reviews, and the release errors fell by half.');
    await createDrill(t.http, alice, drillSession);
    const metrics = measureDelivery('So I set up weekly reviews, um, and it worked', { durationMs: 6000, resultTimesMs: [500, 2500, 5000] });
    await db.query('UPDATE drills SET delivery = $1 WHERE id = $2', [JSON.stringify(metrics), first.drill_id]);
    const meeting = await createMeetingSession(t.http, alice);
    await askInMeeting(t.http, alice, meeting, { question: 'When is the launch?', context: 'We plan the launch of the new product next week.' });

    for (const id of [drillSession, meeting]) {
      const session = await db.getRepository(SessionEntity).findOneByOrFail({ id });
      const drills = await db.getRepository(DrillEntity).find({ where: { sessionId: id }, order: { createdAt: 'ASC', id: 'ASC' } });
      const qas = await db.getRepository(MeetingQaEntity).find({ where: { sessionId: id }, order: { createdAt: 'ASC', id: 'ASC' } });
      const expected = {
        ...toSessionSummary(session),
        drills: drills.map((drill) => ({
          ...drillFields(drill),
          timestamp: drill.answeredAt ? drill.answeredAt.toISOString() : null,
          ...deliveryField(drill.delivery),
        })),
        qas: qas.map(toMeetingQa),
      };
      const detail = (await t.http.get(`/api/sessions/${id}`).set(auth(alice)).expect(200)).body as SessionDetail;
      expect(detail).toEqual(expected);
    }
    const detail = (await t.http.get(`/api/sessions/${drillSession}`).set(auth(alice)).expect(200)).body as SessionDetail;
    expect(detail.drills.map((drill) => drill.delivery?.word_count ?? null)).toEqual([metrics.wordCount, null]);
    await t.http.get(`/api/sessions/${drillSession}`).set(auth(root)).expect(404);
  });

  it("cuts a drill's and a meeting's pasted context to a preview in the list; the detail has it whole", async () => {
    const context = 'Senior engineer at Acme, leading Kubernetes migrations. '.repeat(20);
    // A drill keeps its context as pasted (leading spaces too); a meeting's is trimmed when created.
    const drill = await t.http
      .post('/api/sessions')
      .set(auth(alice))
      .send({ topic: 'Focused Session [Focus Mode]', context: `  ${context}`, focusMode: true, session_type: 'Drill' })
      .expect(201);
    const meeting = await t.http.post('/api/sessions').set(auth(alice)).send({ title: 'Launch sync', context }).expect(201);
    for (const [type, response, stored] of [
      ['Drill', drill, `  ${context}`],
      ['Meeting', meeting, context.trim()],
    ] as const) {
      const id = (response.body as CreateSessionResponse).session_id;
      const row = (await rows<SessionSummary>(alice, `/api/sessions?type=${type}`)).find((candidate) => candidate.id === id);
      expect(row?.context).toBe(context.slice(0, LIST_PREVIEW_LENGTH));
      const detail = (await t.http.get(`/api/sessions/${id}`).set(auth(alice)).expect(200)).body as SessionDetail;
      expect(detail.context).toBe(stored);
    }
  });

  it("cuts a script's content to a preview in the library; the script itself has it whole", async () => {
    const content = 'Good morning everyone, and thank you for coming. '.repeat(30);
    const { id } = (await t.http.post('/api/scripts').set(auth(alice)).send({ title: 'Keynote', content }).expect(201)).body as CreateScriptResponse;
    const row = (await rows<Script>(alice, '/api/scripts')).find((candidate) => candidate.id === id);
    expect(row?.content).toBe(content.slice(0, LIST_PREVIEW_LENGTH));
    expect(((await t.http.get(`/api/scripts/${id}`).set(auth(alice)).expect(200)).body as Script).content).toBe(content);
  });

  describe('dictionary ?q=', () => {
    beforeAll(async () => {
      for (const word of ['candle', 'lantern', 'garden', 'meadow', 'banana']) await t.http.post('/api/dictionary').set(auth(bob)).send({ word }).expect(201);
    });
    const words = async (query: string): Promise<string[]> => (await rows<DictionaryEntry>(bob, `/api/dictionary?${query}`)).map((entry) => entry.word);

    it('finds the words containing the text in any letter case, newest first', async () => {
      expect(await words('q=AN')).toEqual(['banana', 'lantern', 'candle']);
      expect(await words('q=%20den%20')).toEqual(['garden']);
    });

    it('keeps the filter on the next pages', async () => {
      const first = await t.http.get('/api/dictionary?q=an&limit=2').set(auth(bob)).expect(200);
      const next = /^<([^>]+)>/.exec(String(first.headers.link))?.[1] ?? '';
      expect(next).toMatch(/^\/api\/dictionary\?q=an&limit=2&cursor=/);
      expect(((await t.http.get(next).set(auth(bob)).expect(200)).body as DictionaryEntry[]).map((entry) => entry.word)).toEqual(['candle']);
    });

    it('reads % and _ as letters, an empty filter as none, and refuses one longer than a word can be', async () => {
      expect(await words('q=%25')).toEqual([]);
      expect(await words('q=_')).toEqual([]);
      expect(await words('q=')).toHaveLength(5);
      const res = await t.http
        .get(`/api/dictionary?q=${'a'.repeat(65)}`)
        .set(auth(bob))
        .expect(400);
      expect(res.body).toEqual({ error: 'q: the word filter must be at most 64 characters', code: 'INVALID_INPUT', statusCode: 400 });
    });
  });
});
