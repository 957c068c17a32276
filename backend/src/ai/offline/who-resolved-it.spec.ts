import { rateAnswer } from './answer-rater.js';
import { gradedAnswer, gradedSetItems } from '../eval/eval-set.js';

/**
 * A problem someone else solved. The two spoken answers come from grading/spoken-20-answers.json, written blind;
 * a blind coach graded the first 2 (the manager solved it) and the second 5 (the speaker stopped, asked and escalated).
 */
describe('a story whose problem someone else solved', () => {
  it('"i just said sorry ... then my manager came and gave him a free breakfast" is weak, and the feedback says who solved it', () => {
    const e = rateAnswer({
      question: 'Tell me about a time you dealt with a difficult guest.',
      answer:
        "um so yeah there was a guest who was really angry because his room wasn't ready and he'd come in like really early in the morning and he was like shouting a bit so i just said sorry and um i told him the check in is at three and so he wasn't happy about that and then um i think my manager came and she gave him like a free breakfast and then he was okay in the end so yeah i think you just have to stay calm and not take it personally",
      topic: 'hotel receptionist',
    });
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('your manager solved the problem');
  });

  it('a speaker who stopped, asked the pharmacist and so had it solved did the right thing, and is not held down', () => {
    const e = rateAnswer({
      question: "Tell me about a time you noticed something that didn't seem right.",
      answer:
        "um so i was handing out a prescription and the customer mentioned like in passing that she was also taking something from the doctor for her heart and it wasn't on her record with us so i didn't hand over the bag i said would you mind waiting a minute and i asked the pharmacist to have a word and it turned out the new antibiotic could interact with her heart medication the pharmacist rang the gp and they swapped it for something else she was a bit annoyed at having to wait like twenty minutes but when the pharmacist explained she was really grateful and it made me realise how important it is to actually listen to what people say at the counter",
      topic: 'pharmacy assistant',
    });
    expect(e.rating).toBeGreaterThanOrEqual(4);
    expect(e.feedback).not.toContain('solved the problem');
  });

  it('a supervisor the speaker rang is their own step, not someone else solving it', () => {
    const e = rateAnswer({
      question: 'Tell me about a time you dealt with an aggressive customer.',
      answer:
        'A man started shouting at the till about a refund, so I kept my voice low, moved him away from the queue and rang my supervisor, who came and took over the refund while I served the queue. He calmed down and left with his money.',
      topic: 'retail',
    });
    expect(e.feedback).not.toContain('solved the problem');
  });

  it('two steps that solved it taken by others ("my supervisor had the original idea", "our postdoc sofia built", "he find the problem ... he change the seals") cap the story', () => {
    // Spoken set T (outside-t-spoken-heldout.json), written and graded blind: both graded 2 by two graders.
    for (const id of ['T34', 'T40']) {
      const e = rateAnswer(gradedAnswer('outside-t-spoken-heldout.json', id));
      expect(e.rating).toBeLessThanOrEqual(2);
      expect(e.feedback).toMatch(/In this story others \("[^"]+", "[^"]+"\) solved the problem/);
    }
  });

  it('one step of someone else\'s is enough when the speaker\'s own part is a helper\'s ("i sat in on it and took notes", "i made the teas")', () => {
    // Spoken set W (outside-w-spoken-heldout.json), written and graded blind: both graded 2 by two graders.
    for (const id of ['W19', 'W28']) {
      const e = rateAnswer(gradedAnswer('outside-w-spoken-heldout.json', id));
      expect(e.rating).toBeLessThanOrEqual(2);
      expect(e.feedback).toMatch(/In this story (others|someone else) \("[^"]+/);
    }
  });

  it('the helper\'s part in more of its words ("my part was pulling the reports", "i made him a cup of tea", "i was helping him reading out the module ids"), and "they" as the doers beside it', () => {
    // Spoken sets AA, AB, AC, U and Y, written and graded blind: each graded 2 by two graders, rated 3.8-4.8 before.
    for (const [file, id] of [
      ['outside-aa-spoken-heldout.json', 'AA33'],
      ['outside-ab-spoken-heldout.json', 'AB31'],
      ['outside-ac-spoken-heldout.json', 'AC20'],
      ['outside-ac-spoken-heldout.json', 'AC26'],
      ['outside-u-spoken-heldout.json', 'U7'],
      ['outside-y-spoken-heldout.json', 'Y31'],
    ]) {
      const e = rateAnswer(gradedAnswer(file, id));
      expect(e.rating).toBeLessThanOrEqual(2);
      expect(e.feedback).toMatch(/In this story (others|someone else) \("[^"]+ [^"]+ [^"]+/);
    }
  });

  it('the speaker as a watcher of the one who did it ("i learned loads just watching how he reads the results", "brilliant to watch how calm he was", "because of him", "i was sat next to her the whole time with the minutes")', () => {
    // Spoken sets AD-AG, held out for round 13's first changes and read after: each graded 2 by two graders, rated 4.1-4.8.
    for (const [set, id] of [
      ['ad', 'AD6'],
      ['ae', 'AE21'],
      ['af', 'AF13'],
      ['af', 'AF27'],
      ['ag', 'AG1'],
      ['ag', 'AG13'],
    ]) {
      const e = rateAnswer(gradedAnswer(`outside-${set}-spoken-heldout.json`, id));
      expect(e.rating).toBeLessThanOrEqual(2);
      expect(e.feedback).toMatch(/In this story (others|someone else) \("/);
    }
  });

  it("held at 2, the real story is still credited (its scene, outcome and detail), and the speaker's part is not praised as the work", () => {
    // Spoken set AE, written and graded blind: "my senior amira she spotted ... she did the matching in excel". Two blind
    // coaches preferred the output that credits the scene to "nothing in this answer can be credited".
    const e = rateAnswer(gradedAnswer('outside-ae-spoken-heldout.json', 'AE15'));
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('You set the scene');
    expect(e.feedback).not.toContain('Nothing in this answer can be credited');
    expect(e.feedback).not.toContain('You said what you did yourself');
    // Beside someone else's work, an ending or a lesson would not lift it: the tip is the speaker's own part.
    expect(e.feedback).not.toContain('Add what you learned');
    expect(e.feedback).toContain('Tell a time the solution was yours');
  });

  it("an engineer radioed at the end of the speaker's own run of steps was called in by the speaker (set CC)", () => {
    // CC32, graded 5 blind, held at 2 when first measured: "i hit the line stop ..., kept everyone out ..., and radioed the
    // shift engineer. he found a worn seal ... he changed the seal under a permit".
    const rated = rateAnswer(gradedAnswer('outside-cc-heldout.json', 'CC32'));
    expect(rated.rating).toBeGreaterThanOrEqual(4);
    expect(rated.feedback).not.toContain('solved the problem');
  });

  it('holds down none of the answers graded 3 to 5 in any graded set', () => {
    const heldDown = gradedSetItems().filter((item) => item.grade >= 3 && rateAnswer(item).feedback.includes('solved the problem, and you say little'));
    expect(heldDown.map((item) => `${item.file} ${item.id}`)).toEqual([]);
  });
});
