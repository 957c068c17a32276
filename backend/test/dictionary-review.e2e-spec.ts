import type { DictionaryReview, ReviewWordResponse } from '@speakwell/contracts';
import { DataSource } from 'typeorm';
import { addWord, auth, registerUser, type TestUser } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

describe('Spaced review of dictionary words', () => {
  const { t } = setupTestApp();

  const add = (user: TestUser, word: string) => addWord(t.http, user, word);
  const due = async (user: TestUser) => (await t.http.get('/api/dictionary/review').set(auth(user)).expect(200)).body as DictionaryReview;
  const review = (user: TestUser, id: string, grade: unknown) => t.http.post(`/api/dictionary/${id}/review`).set(auth(user)).send({ grade });

  it('a new word is due at once; Good schedules it days ahead and it leaves the due list', async () => {
    const user = await registerUser(t.http);
    const [first, second] = [await add(user, 'ubiquitous'), await add(user, 'resilient')];
    const before = await due(user);
    expect(before.due_count).toBe(2);
    expect(before.cards.map((card) => card.word).sort()).toEqual(['resilient', 'ubiquitous']);
    expect(before.cards[0]).toEqual(expect.objectContaining({ definition: expect.any(String), example_sentence: expect.any(String) }));

    const res = await review(user, first._id, 'good').expect(200);
    const body = res.body as ReviewWordResponse;
    expect(body).toEqual({ _id: first._id, due_at: expect.any(String), due_count: 1, next_due: expect.any(Object) });
    expect(Date.parse(body.due_at)).toBeGreaterThan(Date.now());
    expect((await due(user)).cards.map((card) => card._id)).toEqual([second._id]);
  });

  it('each card says when it would come back after each grade, and the answer says it for the next time', async () => {
    const user = await registerUser(t.http);
    const entry = await add(user, 'eloquent');
    const [card] = (await due(user)).cards;
    const wait = (at: string) => Date.parse(at) - Date.now();
    // A new word: Again within minutes, Hard and Good later the same hour, Easy days ahead.
    expect(wait(card.next_due.again)).toBeLessThan(5 * 60 * 1000);
    expect(wait(card.next_due.hard)).toBeGreaterThan(wait(card.next_due.again));
    expect(wait(card.next_due.good)).toBeGreaterThan(wait(card.next_due.hard));
    expect(wait(card.next_due.easy)).toBeGreaterThan(24 * 60 * 60 * 1000);
    const answer = (await review(user, entry._id, 'good').expect(200)).body as ReviewWordResponse;
    expect(wait(answer.next_due.good)).toBeGreaterThan(wait(card.next_due.good));
  });

  it('Easy pushes a word further out than Again', async () => {
    const user = await registerUser(t.http);
    const [hard, easy] = [await add(user, 'negotiate'), await add(user, 'serendipity')];
    const again = (await review(user, hard._id, 'again').expect(200)).body as ReviewWordResponse;
    const later = (await review(user, easy._id, 'easy').expect(200)).body as ReviewWordResponse;
    expect(Date.parse(later.due_at)).toBeGreaterThan(Date.parse(again.due_at));
    // Again keeps the word close: within the hour, not days.
    expect(Date.parse(again.due_at) - Date.now()).toBeLessThan(60 * 60 * 1000);
  });

  it('a word that comes due again is back in the list, with its history kept', async () => {
    const user = await registerUser(t.http);
    const entry = await add(user, 'quickly');
    await review(user, entry._id, 'good').expect(200);
    await t.app.get(DataSource).query(`UPDATE dictionary_entries SET review_due_at = now() - interval '1 minute' WHERE id = $1`, [entry._id]);
    expect((await due(user)).cards.map((card) => card._id)).toEqual([entry._id]);
    await review(user, entry._id, 'good').expect(200);
    const rows = (await t.app.get(DataSource).query(`SELECT review_card FROM dictionary_entries WHERE id = $1`, [entry._id])) as {
      review_card: { reps: number };
    }[];
    expect(rows[0]?.review_card.reps).toBe(2);
  });

  it("another user's word, a bad grade and a bad id are refused and change nothing", async () => {
    const owner = await registerUser(t.http);
    const stranger = await registerUser(t.http);
    const entry = await add(owner, 'children');
    expect((await review(stranger, entry._id, 'good').expect(404)).body).toEqual({
      error: expect.any(String),
      code: 'DICTIONARY_ENTRY_NOT_FOUND',
      statusCode: 404,
    });
    expect((await review(owner, entry._id, 'perfect').expect(400)).body).toEqual({
      error: expect.stringContaining('again, hard, good, easy'),
      code: 'INVALID_INPUT',
      statusCode: 400,
    });
    await review(owner, 'not-a-uuid', 'good').expect(400);
    expect((await due(owner)).due_count).toBe(1);
    expect((await due(stranger)).due_count).toBe(0);
  });

  it('the export carries each word with its review state', async () => {
    const user = await registerUser(t.http);
    const entry = await add(user, 'happier');
    await review(user, entry._id, 'hard').expect(200);
    const exported = (await t.http.get('/api/user/export').set(auth(user)).expect(200)).body as {
      dictionary: { word: string; review: { due_at: string; card: { reps: number } | null } }[];
    };
    expect(exported.dictionary).toEqual([
      expect.objectContaining({ word: 'happier', review: { due_at: expect.any(String), card: expect.objectContaining({ reps: 1 }) } }),
    ]);
  });
});
