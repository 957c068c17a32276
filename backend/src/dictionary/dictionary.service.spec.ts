import type { AiService } from '../ai/ai.service.js';
import type { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import type { DictionaryEntryEntity } from './dictionary-entry.entity.js';
import { DictionaryErrorCode } from './dictionary.errors.js';
import type { DictionaryRepository, NewEntry } from './dictionary.repository.js';
import { DictionaryService } from './dictionary.service.js';

const USER = 'user-1';
const AT = new Date('2026-11-20T10:00:00.000Z');

/** DictionaryRepository in memory: one user's words; `raceLost` makes the next add lose to one stored at the same moment. */
class FakeEntries {
  words: DictionaryEntryEntity[] = [];
  raceLost = false;

  hasWord(userId: string, word: string) {
    return Promise.resolve(this.words.some((entry) => entry.userId === userId && entry.word.toLowerCase() === word.toLowerCase()));
  }
  add(userId: string, entry: NewEntry) {
    if (this.raceLost) return Promise.resolve(null);
    const saved = { id: `e${this.words.length + 1}`, userId, createdAt: AT, reviewCard: null, reviewDueAt: AT, ...entry };
    this.words.push(saved);
    return Promise.resolve(saved);
  }
  deleteOwned(userId: string, id: string) {
    const before = this.words.length;
    this.words = this.words.filter((entry) => !(entry.userId === userId && entry.id === id));
    return Promise.resolve(this.words.length < before);
  }
}

function setup() {
  const entries = new FakeEntries();
  const spent: string[] = [];
  const lookedUp: string[] = [];
  const ai = {
    defineWord: ({ word }: { word: string }) => (
      lookedUp.push(word),
      Promise.resolve({ part_of_speech: 'noun', definition: `the meaning of ${word}`, example_sentence: `A ${word}.` })
    ),
  } as unknown as AiService;
  const limits = { consume: (key: string) => (spent.push(key), Promise.resolve()) } as unknown as RateLimitService;
  return { entries, spent, lookedUp, service: new DictionaryService(entries as unknown as DictionaryRepository, ai, limits) };
}

describe('DictionaryService', () => {
  it('looks a new word up once, spends one AI call and answers the saved entry', async () => {
    const { spent, lookedUp, service } = setup();
    await expect(service.add(USER, 'resilience')).resolves.toEqual({
      _id: 'e1',
      word: 'resilience',
      part_of_speech: 'noun',
      definition: 'the meaning of resilience',
      example_sentence: 'A resilience.',
      created_at: AT.toISOString(),
    });
    expect(lookedUp).toEqual(['resilience']);
    expect(spent).toEqual([`user:${USER}`]);
  });

  it('refuses a word already saved, in any letter case, before any AI call', async () => {
    const { lookedUp, spent, service } = setup();
    await service.add(USER, 'Resilience');
    await expect(service.add(USER, 'resilience')).rejects.toMatchObject({ code: DictionaryErrorCode.WordAlreadyAdded });
    await expect(
      service.restore(USER, { word: 'RESILIENCE', part_of_speech: 'noun', definition: 'd', example_sentence: 'e', created_at: AT.toISOString() }),
    ).rejects.toMatchObject({ code: DictionaryErrorCode.WordAlreadyAdded });
    expect(lookedUp).toEqual(['Resilience']);
    expect(spent).toHaveLength(1);
  });

  it('answers 409, not 500, to the second of two adds of one word at once', async () => {
    const { entries, service } = setup();
    entries.raceLost = true;
    await expect(service.add(USER, 'grit')).rejects.toMatchObject({ code: DictionaryErrorCode.WordAlreadyAdded });
  });

  it('puts a deleted word back with its texts and its place in the list, without a look-up', async () => {
    const { lookedUp, service } = setup();
    const restored = await service.restore(USER, {
      word: 'grit',
      part_of_speech: 'noun',
      definition: 'courage',
      example_sentence: 'Show grit.',
      created_at: '2026-01-02T03:04:05.678Z',
    });
    expect(restored).toMatchObject({ word: 'grit', definition: 'courage', created_at: '2026-01-02T03:04:05.678Z' });
    expect(lookedUp).toEqual([]);
  });

  it("answers another user's entry as not found on delete", async () => {
    const { service } = setup();
    await service.add(USER, 'grit');
    await expect(service.remove('someone-else', 'e1')).rejects.toMatchObject({ code: DictionaryErrorCode.EntryNotFound });
    await expect(service.remove(USER, 'e1')).resolves.toBeUndefined();
  });
});
