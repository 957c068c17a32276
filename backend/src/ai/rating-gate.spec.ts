import { applyRatingGate, findGateReason } from './rating-gate.js';

describe('rating gate', () => {
  const question = 'Tell me about a time you had a conflict with a coworker. How did you resolve it?';

  it('caps an empty, a one-word and a few-word answer', () => {
    expect(applyRatingGate(question, '', 5)).toBe(1);
    expect(applyRatingGate(question, 'um uh', 4.5)).toBe(1);
    expect(applyRatingGate(question, 'Yes.', 5)).toBe(1);
    expect(applyRatingGate(question, 'Teamwork.', 5)).toBe(2);
    expect(applyRatingGate(question, 'I talked to him about it.', 4)).toBe(2);
  });

  it('caps an off-topic answer however long it is', () => {
    const pizza = 'My favourite food is pizza with mushrooms and extra basil, and I usually bake it at home on Friday evenings with my family.';
    expect(findGateReason(question, pizza)).toBe('off-topic');
    expect(applyRatingGate(question, pizza, 4.8)).toBe(2);
  });

  it("lets a relevant answer through, including one that uses related words rather than the question's", () => {
    const related = 'Last year a colleague and I disagreed about the release plan, so I set up a meeting and we agreed on a smaller scope.';
    expect(findGateReason(question, related)).toBeNull();
    expect(applyRatingGate(question, related, 4.4)).toBe(4.4);
  });

  it('counts the topic and context as on-topic material', () => {
    const answer = 'I moved forty services onto Kubernetes over six months and reduced our hosting bill by thirty percent.';
    expect(findGateReason('Walk me through your proudest project.', answer, { context: 'Led the migration to Kubernetes' })).toBeNull();
  });

  it('does not call an answer off-topic when the question names almost no subject', () => {
    const intro = 'I am a backend engineer with six years of experience, and I led the migration of our billing system.';
    expect(findGateReason('Tell me about yourself.', intro, { topic: 'Interviews' })).toBeNull();
    expect(findGateReason('Why do you want this job?', 'Because I love teaching children and your company builds tools for schools.')).toBeNull();
  });

  it('never raises a low rating', () => {
    expect(applyRatingGate(question, 'Teamwork matters.', 1.5)).toBe(1.5);
  });

  it('caps answers in another language, gibberish, keyword lists and echoes of the question', () => {
    expect(findGateReason(question, 'Una vez tuve un conflicto con un compañero de trabajo y hablamos en privado para llegar a un acuerdo.')).toBe(
      'not-english',
    );
    expect(findGateReason(question, '我和同事有过冲突，我们后来谈了谈，找到了解决办法。')).toBe('not-english');
    expect(findGateReason(question, 'asdf qwer zxcv uiop hjkl bnm wert yuio sdfg xcvb')).toBe('not-english');
    expect(findGateReason(question, 'conflict coworker resolve communication listening empathy compromise teamwork collaboration')).toBe('keyword-list');
    expect(findGateReason(question, 'A time I had a conflict with a coworker and how I resolved the conflict with the coworker.')).toBe('echo');
  });

  it('judges relevance one way: an answer must speak to the question, not share a loose word family', () => {
    const failed = 'Tell me about a time you failed. What did you learn?';
    const pizza = 'To make pizza dough, mix 500 grams of flour with salt and yeast, knead it for ten minutes and bake it at 250 degrees until golden.';
    expect(findGateReason(failed, pizza)).toBe('off-topic');
    const anotherQuestion = 'A closure is a function bundled with the variables of its scope; I used one to debounce a search box with a timer.';
    expect(findGateReason('Explain the difference between let, const and var in JavaScript.', anotherQuestion)).toBe('off-topic');
  });
});
