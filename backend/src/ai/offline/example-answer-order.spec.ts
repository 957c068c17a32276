import { rateAnswer } from './answer-rater.js';

/**
 * The example answer built from a good answer keeps the learner's sentences in the order they were
 * told, under the framework's headings: a sentence from the middle never opens it, an outcome is never
 * put under the scene, and a time the speaker handled it closes a plan. Every answer here was written
 * for this spec, in roles the rater's rules do not name.
 */

/** The example answer's parts as heading -> text in lower case. */
function parts(example: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const block of example.split('\n\n')) {
    const match = /^\*\*(\w+):\*\* ([\s\S]+)$/.exec(block);
    if (match) found.set(match[1], `${found.get(match[1]) ?? ''} ${match[2]}`.trim().toLowerCase());
  }
  return found;
}

/** Where each snippet appears in the example answer (-1 when it does not). */
const positions = (example: string, snippets: readonly string[]): number[] => snippets.map((s) => example.toLowerCase().indexOf(s.toLowerCase()));

describe('the example answer keeps the order the learner told it in', () => {
  const bookbinder = {
    question: 'Tell me about a time a commission went wrong and how you put it right.',
    topic: 'Job interview: bookbinder',
    answer:
      "last spring a client brought me her grandfather's bible to rebind, and when I pared the new leather for the spine I took it too thin and it split along the joint after a week. I told her straight away, I ordered a heavier goatskin at my own cost, and I reworked the spine over two evenings with a linen hinge underneath. she was delighted with it and she has sent me three customers since. after that I started testing every pared skin on an offcut before it goes on a book.",
  };

  it('opens with the scene and ends with how it ended and what changed', () => {
    const result = rateAnswer(bookbinder);
    const example = result.example_answer;
    const found = parts(example);
    expect(example.startsWith('**Situation:**')).toBe(true);
    expect(found.get('Situation')).toContain("grandfather's bible");
    expect(found.get('Action')).toContain('i ordered a heavier goatskin');
    expect(found.get('Result')).toContain('three customers since');
    expect(found.get('Result')).toContain('testing every pared skin');
    // The learner's sentences follow one another as they were said.
    const at = positions(example, ["grandfather's bible", 'I told her straight away', 'she was delighted', 'testing every pared skin']);
    expect(at.every((p) => p >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});

describe('a way of working followed by a time it happened', () => {
  const locksmith = {
    question: 'How do you handle a customer who is locked out but cannot prove they live at the address?',
    topic: 'Job interview: locksmith',
    answer:
      "I won't open a door until I'm satisfied the person lives there, so I ask for something with their name and the address on it, a bank card and a letter, a parcel, anything, and if they have nothing I'd ask a neighbour who knows them or call the police to attend. I explain that it protects them as much as anyone. last winter a man was locked out of a flat with no wallet and no phone, so I waited with him while the concierge checked the residents list, and it turned out he was the tenant's brother staying for the week, so I didn't open it until the tenant rang and confirmed.",
  };

  it('puts the steps under Action and the time it happened under Result, in that order', () => {
    const result = rateAnswer(locksmith);
    const found = parts(result.example_answer);
    expect(found.get('Action')).toContain('a bank card and a letter');
    expect(found.get('Action')).not.toContain('last winter');
    expect(found.get('Result')).toContain('last winter');
    expect(found.get('Result')).toContain('until the tenant rang and confirmed');
  });
});

describe('an outcome told before the last thing the speaker did', () => {
  const keeper = {
    question: 'Tell me about a time an animal in your care stopped eating.',
    topic: 'Job interview: zookeeper',
    answer:
      'one of our older otters stopped taking fish over a weekend in march, which is unusual for them. I weighed him, checked his teeth as far as I could without sedation and told the vet, who found a cracked molar. we moved him to softer food, whiting cut into strips, and I hand-fed him twice a day. within a week he was eating his full ration again. I kept a weight chart for him for the rest of the season and shared it with the night team.',
  };

  it('is shown under Result, never under the scene', () => {
    const result = rateAnswer(keeper);
    const found = parts(result.example_answer);
    expect(found.get('Result')).toContain('within a week he was eating');
    expect(found.get('Situation') ?? '').not.toContain('within a week');
    expect(found.get('Situation')).toContain('stopped taking fish');
  });
});

describe('what a model answer leaves out and writes properly', () => {
  const upholsterer = {
    question: 'Tell me about a time you had to tell a customer their job would be late.',
    topic: 'Job interview: upholsterer',
    answer:
      "sure. last september a customer's chesterfield was due back on a friday and on the tuesday I found the frame had woodworm in two rails. I rang her that evening, sent her photos and explained I had to replace the rails before I could rebuild the seat. she was disappointed but agreed, and I delivered it the following wednesday with the new rails. she has sent me two more chairs since. that's about it.",
  };

  it('drops a line that only takes or hands back the turn, and writes days and months with capitals', () => {
    const result = rateAnswer(upholsterer);
    const example = result.example_answer;
    expect(example).not.toMatch(/\*\* Sure\.|That's about it/i);
    expect(example).toContain('Last September');
    expect(example).toContain('on a Friday');
    expect(example).toContain('the following Wednesday');
  });
});

describe('an outcome told as a change with its figures', () => {
  const baker = {
    question: 'Tell me about a time you improved how something was done at work.',
    topic: 'Job interview: bakery supervisor',
    answer:
      "at the bakery where I worked in porto the morning bake take almost three hours before opening. I timed each step and find the ovens were waiting for the proofer, so I moved the shaping to the night before and bought a retarder cabinet. the bake go down to around ninety minutes and the waste drop by about a third in the next month. I also wrote the new timings on the wall so it doesn't go wrong again.",
  };

  it('is shown under Result with what the speaker put in place afterwards', () => {
    const found = parts(rateAnswer(baker).example_answer);
    expect(found.get('Result')).toContain('go down to around ninety minutes');
    expect(found.get('Result')).toContain('wrote the new timings on the wall');
    expect(found.get('Action') ?? '').not.toContain('ninety minutes');
  });
});

describe('a plan that opens with its first step', () => {
  const shopAssistant = {
    question: 'What would you do if a customer collapsed in the shop?',
    topic: 'Job interview: retail assistant',
    answer:
      "first I'd check the area is safe and shout for help, because you don't want a second casualty. I'd ask a colleague to call 999 and bring the defibrillator from the office while I check if he's breathing. if he isn't I start chest compressions until the ambulance crew take over. we had this two years ago and the paramedics said the early compressions made the difference.",
  };

  it('files that step under Action, not as the Problem', () => {
    const example = rateAnswer(shopAssistant).example_answer;
    expect(example).not.toContain('**Problem:**');
    expect(parts(example).get('Action')).toContain("first i'd check the area is safe");
    expect(parts(example).get('Result')).toContain('early compressions made the difference');
  });
});

describe('an answer as speech-to-text writes it, with no full stops', () => {
  it('is cut where its sentences start again and modelled in its own words, not replaced by an outline', () => {
    const rated = rateAnswer({
      question: 'Tell me about a time you fixed an urgent fault.',
      topic: 'Job interview: heating engineer',
      answer:
        'so last winter the boiler at a care home failed on a sunday and i was the only engineer on call i got there in forty minutes and checked the pressure it had dropped to zero so i topped it up and found the leak on the expansion vessel i fitted a new one from the van the residents had heat back by lunch and the manager rang my boss on monday to thank us',
    });
    expect(rated.example_answer).not.toContain('A real answer');
    expect(rated.example_answer).toContain('**Situation:** Last winter the boiler at a care home failed on a Sunday');
    expect(rated.example_answer).toMatch(/\*\*Action:\*\* I got there in forty minutes/);
  });
});
