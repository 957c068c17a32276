import type { DictionaryEntry } from '@speakwell/contracts';
import { auth, type TestUser } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

describe('Dictionary API', () => {
  const { t, alice, bob } = setupTestApp({ users: ['alice', 'bob'] });

  const list = async (user: TestUser): Promise<DictionaryEntry[]> => {
    const res = await t.http.get('/api/dictionary').set(auth(user)).expect(200);
    return res.body as DictionaryEntry[];
  };
  const add = (user: TestUser, word: unknown) => t.http.post('/api/dictionary').set(auth(user)).send({ word });

  it('starts empty', async () => {
    expect(await list(alice)).toEqual([]);
  });

  it('adds a word with its real WordNet definition', async () => {
    const res = await add(alice, 'ubiquitous').expect(201);
    const entry = res.body as DictionaryEntry;
    expect(entry).toEqual({
      _id: expect.any(String),
      word: 'ubiquitous',
      part_of_speech: 'adjective',
      definition: expect.stringMatching(/present everywhere/i),
      example_sentence: expect.any(String),
      created_at: expect.any(String),
    });
    expect(entry.example_sentence.length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(entry.created_at))).toBe(false);
  });

  it('trims the word and lists the newest first', async () => {
    const res = await add(alice, '  serendipity  ').expect(201);
    expect((res.body as DictionaryEntry).word).toBe('serendipity');
    const words = (await list(alice)).map((entry) => entry.word);
    expect(words).toEqual(['serendipity', 'ubiquitous']);
  });

  it('refuses an empty word with 400', async () => {
    for (const word of ['', '   ', undefined]) {
      const res = await add(alice, word).expect(400);
      expect(res.body).toEqual({ error: expect.stringMatching(/word/i), code: 'INVALID_INPUT', statusCode: 400 });
    }
    expect(await list(alice)).toHaveLength(2);
  });

  it('refuses a word already in the dictionary whatever its case, with 409', async () => {
    const res = await add(alice, ' UBIQUITOUS ').expect(409);
    expect(res.body).toEqual({ error: "'UBIQUITOUS' is already in your dictionary.", code: 'DICTIONARY_WORD_ALREADY_ADDED', statusCode: 409 });
    expect(await list(alice)).toHaveLength(2);
  });

  it('stores a word once even when it is added twice at the same moment', async () => {
    const statuses = (await Promise.all([add(alice, 'ephemeral'), add(alice, 'Ephemeral')])).map((res) => res.status);
    expect(statuses.sort()).toEqual([201, 409]);
    const [newest] = await list(alice);
    expect(newest.word.toLowerCase()).toBe('ephemeral');
    await t.http.delete(`/api/dictionary/${newest._id}`).set(auth(alice)).expect(200);
  });

  it('answers 404 for a word it cannot define, and stores nothing', async () => {
    const res = await add(alice, 'qzxvplorkh').expect(404);
    expect(res.body).toEqual({ error: expect.stringContaining('qzxvplorkh'), code: 'AI_UNKNOWN_WORD', statusCode: 404, suggestions: [] });
    expect((await list(alice)).map((entry) => entry.word)).not.toContain('qzxvplorkh');
  });

  it('offers "Did you mean" spellings with the 404 for a misspelt word', async () => {
    const res = await add(alice, 'recieve').expect(404);
    expect(res.body).toEqual({
      error: "We couldn't find a definition for 'recieve'.",
      code: 'AI_UNKNOWN_WORD',
      statusCode: 404,
      suggestions: expect.arrayContaining(['receive']),
    });
    expect((res.body as { suggestions: string[] }).suggestions[0]).toBe('receive');
  });

  it("keeps each user's dictionary private", async () => {
    // The same word is fine for another user: the duplicate rule is per dictionary.
    await add(bob, 'ubiquitous').expect(201);
    const [aliceEntry] = await list(alice);

    expect((await list(bob)).map((entry) => entry._id)).not.toContain(aliceEntry._id);
    const res = await t.http.delete(`/api/dictionary/${aliceEntry._id}`).set(auth(bob)).expect(404);
    expect(res.body).toEqual({ error: 'Dictionary entry not found.', code: 'DICTIONARY_ENTRY_NOT_FOUND', statusCode: 404 });
    expect(await list(alice)).toContainEqual(aliceEntry);
  });

  it('answers 400, never 500, for an id that is not a UUID', async () => {
    await t.http.delete('/api/dictionary/not-a-uuid').set(auth(alice)).expect(400);
  });

  it('deletes an entry', async () => {
    const [newest] = await list(alice);
    const res = await t.http.delete(`/api/dictionary/${newest._id}`).set(auth(alice)).expect(200);
    expect(res.body).toEqual({ ok: true });
    expect((await list(alice)).map((entry) => entry.word)).toEqual(['ubiquitous']);
    // Once deleted, the word can be added again.
    await add(alice, newest.word).expect(201);
  });

  it('Undo: a deleted entry is restored as it was (texts and date, no new look-up); twice is 409, a bad body 400', async () => {
    const entry = (await add(bob, 'candid').expect(201)).body as DictionaryEntry;
    await t.http.delete(`/api/dictionary/${entry._id}`).set(auth(bob)).expect(200);
    const { _id, ...kept } = entry;
    const restored = (await t.http.post('/api/dictionary/restore').set(auth(bob)).send(kept).expect(201)).body as DictionaryEntry;
    expect(restored).toEqual({ ...kept, _id: expect.any(String) });
    expect(restored._id).not.toBe(_id);
    expect((await list(bob)).filter((e) => e.word === 'candid')).toEqual([restored]);
    const again = await t.http.post('/api/dictionary/restore').set(auth(bob)).send(kept).expect(409);
    expect(again.body).toEqual({ error: "'candid' is already in your dictionary.", code: 'DICTIONARY_WORD_ALREADY_ADDED', statusCode: 409 });
    const bad = await t.http
      .post('/api/dictionary/restore')
      .set(auth(bob))
      .send({ ...kept, word: 'frank', created_at: 'yesterday' })
      .expect(400);
    expect(bad.body).toEqual({ error: expect.stringContaining('created_at'), code: 'INVALID_INPUT', statusCode: 400 });
    expect((await list(bob)).map((e) => e.word)).not.toContain('frank');
  });

  it('requires a token', async () => {
    await t.http.get('/api/dictionary').expect(401);
    await t.http.post('/api/dictionary').send({ word: 'ubiquitous' }).expect(401);
  });
});
