import { rateAnswer } from './answer-rater.js';
import { findCommonSlips, withCommonSlipsFixed } from './common-slips.js';

/** Phrases a speaking examiner marks down wherever they stand, put right. Sentences written for this spec. */
describe('common slips', () => {
  it('finds a missing subject, "for" before a verb, a noun for an adjective, "I am agree", "more easier", "didn\'t went" and "people is"', () => {
    const said =
      "I like the park because is quiet, it is a good place for relax after the week, which is very stress. I am agree it is more easier by bike, but last time I didn't went and people is always asking me why";
    expect(findCommonSlips(said).map((slip) => `${slip.said} -> ${slip.fixed}`)).toEqual([
      'because is -> because it is',
      'for relax -> to relax',
      'very stress -> very stressful',
      'I am agree -> I agree',
      'more easier -> easier',
      "didn't went -> didn't go",
      'people is -> people are',
    ]);
    expect(withCommonSlipsFixed(said)).toBe(
      "I like the park because it is quiet, it is a good place to relax after the week, which is very stressful. I agree it is easier by bike, but last time I didn't go and people are always asking me why",
    );
  });

  it('puts the base form after "didn\'t": "didn\'t had" is "didn\'t have", "did not happened" is "did not happen"', () => {
    expect(findCommonSlips("we didn't had the keys and it did not happened again").map((slip) => slip.fixed)).toEqual(["didn't have", 'did not happen']);
  });

  it('leaves alone what is right: "the number of people is", "the risk to people was", "for study", "very interesting", "more slowly"', () => {
    for (const fine of [
      'the number of people is growing',
      'the risk to people was high',
      'I use the room for study',
      'it was very interesting',
      'I spoke more slowly',
      'because it is cheaper',
      'I forget the word',
    ])
      expect(findCommonSlips(fine)).toEqual([]);
  });

  it('is named in the feedback of a speaking-exam answer and put right in its example answer', () => {
    const result = rateAnswer({
      question: 'Describe a place where you like to relax. You should say where it is, what you do there and why you like it.',
      topic: 'IELTS Speaking Part 2',
      answer:
        'I want to talk about the botanical garden in my city, it is near the river, about ten minutes from my flat. I go there on sunday mornings with a book, I sit by the lake and I watch the ducks. I like it because is calm and green, and after my work, which is very stress, it is the best place for relax. last spring I took my parents there and my mother said it was the most beautiful garden she saw. for me it is important to have a place like this in a busy city.',
    });
    expect(result.feedback).toContain('say "because it is", not "because is"');
    expect(result.feedback).toContain('say "to relax", not "for relax"');
    expect(result.example_answer).not.toMatch(/because is|for relax|very stress\b/i);
  });
  it('makes "there is" agree with the plural after it, and puts "to" after explain, say and suggest (set CC\'s coach)', () => {
    expect(withCommonSlipsFixed('so first i check there is no red flags, like numbness in the legs')).toBe(
      'so first i check there are no red flags, like numbness in the legs',
    );
    expect(withCommonSlipsFixed('there was two pallets left and there is many versions')).toBe('there were two pallets left and there are many versions');
    expect(withCommonSlipsFixed('i explain him that pain is not always damage')).toBe('i explain to him that pain is not always damage');
    // One thing that ends in s, and the right forms, are left alone.
    for (const right of ['there is no news yet', 'there is no process for it', 'there was no access', 'there is no bus on sundays', 'i explained to him that'])
      expect(withCommonSlipsFixed(right)).toBe(right);
  });
});
