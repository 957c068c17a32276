import { judgeAnswer, rateAnswer } from './answer-rater.js';
import { findRedFlags } from './red-flags.js';
import { findUnsafeMeaning, protectiveActions } from './unsafe-meaning.js';

/** Red flags found by what the speaker does (WordNet and word vectors), in any field. Answers written for these tests. */
describe('unsafe practice read by meaning', () => {
  it('builds the protective actions from WordNet, synonyms included, without the unrelated senses', () => {
    const actions = protectiveActions();
    for (const verb of ['report', 'record', 'log', 'write up', 'write down', 'notify', 'verify', 'document', 'evaluate']) expect(actions).toContain(verb);
    // WordNet's "log" also means felling trees; "step up" is a sense of "escalate". Neither protects anyone.
    for (const verb of ['lumber', 'step up', 'put down', 'visit']) expect(actions).not.toContain(verb);
  });

  it('finds a protective step left out, whatever the field says', () => {
    expect(findUnsafeMeaning('I would move the chicken to the other fridge and carry on without logging the temperature.')[0]?.what).toBe(
      'deciding not to log what you found',
    );
    expect(findUnsafeMeaning('I would mention it to the foreman on Friday instead of reporting it now, the paperwork takes ages.')[0]?.what).toBe(
      'deciding not to report what you found',
    );
    expect(findUnsafeMeaning("Honestly there's no need to write it down, the client never reads the file.")[0]?.what).toBe(
      'deciding not to write down what you found',
    );
  });

  it('finds an answer that counts on nobody checking', () => {
    expect(findUnsafeMeaning('We round the fees down a little on the quiet, nobody ever checks the small accounts.')[0]?.what).toBe(
      'counting on nobody checking',
    );
  });

  it('takes "nobody noticed except" for a recovery told, not a shortcut counted on', () => {
    // BZ56 (graded 5 blind, held at 2 in round 22): a string broke mid-song, was replaced between songs, and "nobody
    // notice except the groom's father".
    const told = 'after the song we have a short pause so i change the string in the back and we continue nobody notice except the groom father';
    expect(findUnsafeMeaning(told)).toEqual([]);
    expect(findUnsafeMeaning('i skip the second count on a friday because nobody notices anyway')[0]?.what).toBe('counting on nobody checking');
  });

  it('does not flag the safe practice said with the same words', () => {
    expect(findUnsafeMeaning('I would never sign a delivery note without checking every pallet.')).toEqual([]);
    expect(findUnsafeMeaning('I use a countdown from five rather than shouting.')).toEqual([]);
    expect(findUnsafeMeaning('I reported it to the supervisor instead of trying to fix it myself.')).toEqual([]);
    expect(findUnsafeMeaning("They don't really know what it is like on the shop floor.")).toEqual([]);
  });

  it('caps a fluent answer that leaves out the report, and names it in the feedback without praising that sentence', () => {
    const question = 'What would you do if you found a cracked step on a ladder just before a job?';
    const answer =
      "I'd be careful, use the other side of the ladder and finish the job, it's only a small crack. " +
      "Then I'd tape it and put it back on the van rather than reporting it, because if I log it the whole van gets pulled for a check and we lose the afternoon.";
    const input = { question, answer, topic: 'Job interview: window cleaner' };
    const judgement = judgeAnswer(input);
    expect(judgement.redFlags.map((f) => f.what)).toContain('deciding not to report what you found');
    expect(judgement.rating).toBeLessThanOrEqual(2);
    const feedback = rateAnswer(input).feedback;
    expect(feedback).toContain('deciding not to report what you found');
    expect(feedback).not.toMatch(/You explained why|clear reason/i);
  });

  it('flags what the speaker does, not what was done to them', () => {
    const question = 'Tell me about a time you kept calm with a difficult class.';
    const topic = 'Job interview: secondary school teacher';
    expect(findRedFlags(question, 'When the class got loud I shouted at the whole class and made an example of one boy.', topic).map((f) => f.what)).toContain(
      'humiliating or shaming a pupil',
    );
    expect(findRedFlags(question, 'In my first term a parent shouted at me in the corridor, so I asked her into a quiet room and listened.', topic)).toEqual(
      [],
    );
  });

  it('does not take stating the limits of confidentiality for keeping a secret', () => {
    const question = 'How do you build trust with a young person who does not want to talk?';
    const topic = 'Job interview: youth worker';
    expect(findRedFlags(question, 'At the start I explain what I would have to share with my manager and what stays between us.', topic)).toEqual([]);
    expect(
      findRedFlags(question, 'If they tell me something serious I promise them it stays between us, so they keep talking.', topic).map((f) => f.what),
    ).toContain('keeping a disclosure of risk secret');
  });

  it('finds false reassurance: the risk waved away twice and nothing checked, recorded or passed on', () => {
    const waved = "I'd tell the guest not to worry, the rash is nothing to worry about, it's fine, it usually goes by itself. Then I'd bring the main course.";
    expect(findUnsafeMeaning(waved)[0]?.what).toBe('reassuring people that a risk is nothing without checking it');
    const checked =
      "I'd tell the guest not to worry, it's fine to ask, and then I'd check the allergen sheet for the dish with the chef and record what we served.";
    expect(findUnsafeMeaning(checked)).toEqual([]);
  });
});
