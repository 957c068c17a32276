import { gradedAnswer } from '../eval/eval-set.js';
import { rateAnswer } from './answer-rater.js';

/**
 * Round 15: blind coaches counted 14-16 bad cuts in 40 example answers ("a phrase torn from its clause, or a sentence
 * ending mid-clause"). A speech-to-text run cut where its clause does not end is read on into the next piece; a
 * dangling "and" is dropped. A writer's own full stops stand.
 */
const sentencesOf = (example: string): string[] =>
  example
    .replace(/\*\*[A-Za-z ]+:\*\*/g, '\n')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

describe('example answers are not cut inside a clause', () => {
  it('AN19: "spot checks with me the next quarter we had one heel ulcer" stays one sentence', () => {
    const e = rateAnswer(gradedAnswer('outside-an-spoken-heldout.json', 'AN19'));
    expect(e.example_answer).toContain('spot checks with me the next quarter we had one heel ulcer');
    expect(sentencesOf(e.example_answer).filter((s) => /\b(the|a|an|is|was|I'd)\.$/.test(s))).toEqual([]);
  });

  it('AD3: "the way I do it is" runs on into what the speaker does', () => {
    const e = rateAnswer(gradedAnswer('outside-ad-spoken-heldout.json', 'AD3'));
    expect(e.example_answer).not.toMatch(/The way I do it is\./);
  });

  it('AL38: the "and" left before the next section is dropped', () => {
    const e = rateAnswer(gradedAnswer('outside-al-spoken-heldout.json', 'AL38'));
    expect(e.example_answer).toContain('Then ground it back and resealed.');
    expect(e.example_answer).not.toContain('resealed and.');
  });

  it('a written answer\'s own full stops stand: "on one track only."', () => {
    const e = rateAnswer({
      question: "Tell me about a bug you're proud of fixing.",
      answer:
        'Our racing game dropped to 20 fps on one track only. I profiled it and found every tree was casting its own shadow, so I baked the shadows for static trees into the lightmap, and it went back to a steady 60. Since then I profile every new track before it ships.',
      topic: 'game developer',
    });
    expect(e.example_answer).toContain('on one track only.');
  });

  it.each([
    ['outside-ap-spoken-heldout.json', 'AP1', 'it turned out he was a man in his eighties'],
    ['outside-aq-spoken-heldout.json', 'AQ4', 'twenty minutes later we do the lift'],
    ['outside-aq-spoken-heldout.json', 'AQ1', 'the quality level we were working to'],
    // Round 16, set AR's coach.
    ['outside-ar-spoken-heldout.json', 'AR28', 'the old barn they were planning to knock down'],
    ['outside-ar-spoken-heldout.json', 'AR28', 'recommending we couldnt determine it'],
    ['outside-ar-spoken-heldout.json', 'AR12', 'the multidisciplinary team recommended she wasnt eligible'],
    ['outside-am-spoken-heldout.json', 'AM38', 'a one page summary suggesting we keep two walk in mornings a week'],
  ])('%s %s, cut by the coaches: "%s" stays whole', (file, id, words) => {
    const e = rateAnswer(gradedAnswer(file, id));
    expect(e.example_answer.toLowerCase().replace(/[.,']/g, '')).toContain(words);
  });

  it('AQ16: "and the same afternoon" opens the next sentence instead of ending one', () => {
    const e = rateAnswer(gradedAnswer('outside-aq-spoken-heldout.json', 'AQ16'));
    expect(e.example_answer).not.toMatch(/the same afternoon\./);
  });
});

describe("round 17: a time that opens the next sentence goes with it (sets BA and BB's blind coaches)", () => {
  const example = (set: string, id: string): string => rateAnswer(gradedAnswer(`outside-${set}-spoken-heldout.json`, id)).example_answer;

  it('BA38 "one Monday morning", BB24 "by about the third week", BB8 "a couple of summers ago", BA6 "the next Thursday", "by the summer"', () => {
    expect(example('ba', 'BA38')).toContain('One Monday morning I noticed');
    expect(example('bb', 'BB24')).toContain('By about the third week she was barely eating');
    expect(example('bb', 'BB8')).toContain('A couple of summers ago we had a cluster');
    const ba6 = example('ba', 'BA6');
    expect(ba6).toContain('But the next Thursday he turned up');
    expect(ba6).toContain('By the summer he');
  });

  it('BA5 "the following year", BA27 "in meantime", BB18 "now every patient I ask" (a habit since, in the present)', () => {
    expect(example('ba', 'BA5')).toContain('The following year we lost one night lead');
    expect(example('ba', 'BA27')).toContain('In meantime I go to fit plot 15');
    expect(example('bb', 'BB18')).toContain('Now every patient I ask specifically about antibiotics');
  });

  it('but "at seven in the morning", "this was maybe two winters ago" and "one break date last year that I flagged" stay whole', () => {
    expect(example('ba', 'BA26')).toContain('at seven in the morning');
    expect(example('y', 'Y9')).toContain('This was maybe two winters ago.');
    expect(example('bb', 'BB39')).not.toMatch(/\bLast year that I flagged/);
  });
});

describe("round 17: what sets BA and BB's blind coaches found changed or left half-said in example answers", () => {
  const example = (set: string, id: string): string => rateAnswer(gradedAnswer(`outside-${set}-spoken-heldout.json`, id)).example_answer;

  it('a sentence cut where the speaker said no subject again gets theirs back: "Then I went back", "But I turned"', () => {
    // BA8 was graded 2 (it answers another question) and the whole reading rates it so; the cut is the rules' own work.
    const ba8 = rateAnswer(gradedAnswer('outside-ba-spoken-heldout.json', 'BA8'), { wholeReading: false }).example_answer;
    expect(ba8).toContain('Then I went back to our top twenty suppliers');
    expect(example('bb', 'BB40')).toContain('But I turned the second hour');
  });

  it('"and only then gave crossing clear" is one phrase; "fifty fifty" keeps both words; "better to be honest" is meant', () => {
    expect(example('bb', 'BB2')).toContain('and only then gave crossing clear');
    expect(example('ba', 'BA15')).toContain('from fifty fifty to about ninety ten');
    expect(example('ba', 'BA23')).toContain('better to be honest that');
  });

  it('"i wrote a i put together a short paper" is said as repaired', () => {
    const ba5 = example('ba', 'BA5');
    expect(ba5).toContain('I put together a short paper');
    expect(ba5).not.toContain('I wrote a I');
  });
});

describe('round 18: "so from this" opens the lesson it leads into (set BE\'s coach: "so from this. I learn")', () => {
  it('BE14 and AN28: "From this I learn(ed) ..." starts a sentence; no sentence ends on "from this."', () => {
    for (const [file, id] of [
      ['outside-be-spoken-heldout.json', 'BE14'],
      ['outside-an-spoken-heldout.json', 'AN28'],
    ]) {
      const e = rateAnswer(gradedAnswer(file, id));
      expect(e.example_answer).toMatch(/From this I learn(ed)? /);
      expect(sentencesOf(e.example_answer).filter((s) => /from this\.$/i.test(s))).toEqual([]);
    }
  });
});

describe("round 19: set BK's coach", () => {
  it('BK9: "more than any poster i can make" ends the answer whole, not with a Result of "I can make."', () => {
    const e = rateAnswer(gradedAnswer('outside-bk-heldout.json', 'BK9'));
    expect(e.example_answer).toContain('more than any poster I can make.');
    expect(sentencesOf(e.example_answer).filter((s) => s.split(/\s+/).length <= 3)).toEqual([]);
  });

  it('BK43: the year "twenty twenty two" is said whole, not taken for a restart', () => {
    const e = rateAnswer(gradedAnswer('outside-bk-heldout.json', 'BK43'));
    expect(e.example_answer).toContain('twenty twenty two');
  });
});
