import { isPastTenseForm, modelUnit, pairInformation, readFluency } from '../text/language-model.js';
import { readAnswer } from './answer-signals.js';
import { tokenize } from '../text/words.js';
import { judgeAnswer } from './answer-rater.js';
import { readCoherence } from './coherence.js';

/** Word order judged by a bigram model of English (Brown corpus), not by phrase patterns. Examples written for these tests. */
describe('coherence from a language model', () => {
  const story =
    'Last spring our night shift kept missing the first delivery slot, so I moved the loading checks to the end of the day shift. ' +
    'I walked the new order through with both team leaders, put a checklist on the dock door and watched the first three nights myself. ' +
    'After two weeks we had not missed a single slot, and the driver waiting time fell from forty minutes to about ten.';
  /** The same words in a fixed scrambled order (each word kept, sentence order gone). */
  const scrambled = scramble(story);

  it('finds that a word predicts the next one in English ("the first", "we had") and not across a scramble ("the we")', () => {
    expect(pairInformation('the', 'first')).toBeGreaterThan(0.5);
    expect(pairInformation('we', 'had')).toBeGreaterThan(0.5);
    expect(pairInformation('the', 'we')).toBeLessThan(-1);
  });

  it('reads rare words as their word class, so trade terms do not look like disorder', () => {
    expect(modelUnit('the')).toBe('the');
    expect(modelUnit('checklist')).toBe('<n>');
    expect(modelUnit('42')).toBe('<num>');
  });

  it('scores English sentences above zero and the same words scrambled well below', () => {
    expect(readFluency(tokenize(story)).mean).toBeGreaterThan(0.2);
    expect(readFluency(tokenize(scrambled)).mean).toBeLessThan(-0.55);
  });

  it('keeps a spoken answer with fillers and a terse list of checks as English', () => {
    const spoken =
      'um so basically I, I check the fridge temps first thing, like, and if one is over five degrees I move the stock into the walk-in and tell my manager, and we log it.';
    const checks = 'isolate at the breaker, lock it off, tag it, test the tester, prove dead on all conductors, then prove the tester again.';
    expect(readCoherence(spoken).verdict).toBeNull();
    expect(readCoherence(checks).verdict).toBeNull();
  });

  it('caps a scrambled strong answer at the rubric 1 however relevant its words are', () => {
    const question = 'Tell me about a time you improved a process at work.';
    expect(judgeAnswer({ question, answer: story, topic: 'Job interview: warehouse supervisor' }).rating).toBeGreaterThanOrEqual(3.5);
    const judgement = judgeAnswer({ question, answer: scrambled, topic: 'Job interview: warehouse supervisor' });
    expect(judgement.coherence.verdict).toBe('shuffled');
    expect(judgement.rating).toBeLessThanOrEqual(1.4);
  });

  it('knows irregular past forms from the corpus tags, so "I rang" and "we blew" are the speaker\'s own actions', () => {
    expect(isPastTenseForm('rang')).toBe(true);
    expect(isPastTenseForm('blew')).toBe(true);
    expect(isPastTenseForm('ring')).toBe(false);
    const signals = readAnswer(
      'Tell me about a time you won back a customer.',
      'Last spring I rang the owner of the bakery myself, and we met at her shop the next morning; she came back to us within the month.',
    );
    expect(signals.ownActions.map((q) => q.marker.toLowerCase())).toContain('i rang');
  });
});

/** A fixed permutation (stride through the words), with a full stop every dozen words as a careless writer might add. */
function scramble(text: string): string {
  const words = text.replace(/[.,]/g, '').split(/\s+/);
  const out: string[] = [];
  for (let start = 0; start < 7; start++) for (let i = start; i < words.length; i += 7) out.push(words[i]);
  return out.map((w, i) => (i % 12 === 11 ? `${w}.` : w)).join(' ');
}

describe('a story told out of order', () => {
  it('reads an answer that opens with what came after as out of order, and caps it', () => {
    const scrambled =
      'three days later she rang to say thank you i swapped the valve and bled the system a pensioner on the estate last january with no heating the pressure had dropped to nothing i topped it up';
    expect(readCoherence(scrambled).verdict).toBe('out-of-order');
    const rated = judgeAnswer({
      question: 'Tell me about a time you helped a vulnerable customer.',
      answer: scrambled,
      topic: 'Job interview: heating engineer',
    });
    expect(rated.rating).toBeLessThanOrEqual(2);
  });

  it('leaves a story that ends with what came after alone', () => {
    const told =
      'last january a pensioner on the estate had no heating. the pressure had dropped to nothing, so i topped it up, swapped the valve and bled the system. three days later she rang to say thank you.';
    expect(readCoherence(told).verdict).toBeNull();
  });
});

describe('an answer as speech-to-text writes it, with no punctuation', () => {
  const spoken =
    'so last winter the boiler at the care home failed on a sunday and i was the only engineer on call i got there in forty minutes checked the pressure it had dropped to zero so i topped it up found the leak on the expansion vessel and fitted a new one from the van the residents had heat back by lunch and i wrote it up for the manager on monday';

  it('is read as English in order', () => {
    expect(readCoherence(spoken).verdict).toBeNull();
    expect(
      judgeAnswer({ question: 'Tell me about a time you fixed an urgent fault.', answer: spoken, topic: 'Job interview: heating engineer' }).rating,
    ).toBeGreaterThan(3);
  });

  it('and the same words shuffled are not', () => {
    const words = spoken.split(' ');
    const shuffled = words.map((_, i) => words[(i * 7) % words.length]).join(' ');
    expect(readCoherence(shuffled).verdict).toBe('shuffled');
  });
});
