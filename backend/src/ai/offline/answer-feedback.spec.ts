import { rateAnswer } from './answer-rater.js';

/** The parts of the feedback under each heading. */
function sections(feedback: string): { worked: string; improve: string } {
  const worked = feedback.slice(feedback.indexOf('### What worked'), feedback.indexOf('### What to improve'));
  const improve = feedback.slice(feedback.indexOf('### What to improve'));
  return { worked, improve };
}

const TEMPLATE_FACTS = /client deadline|client renewed|check-in every Friday|a friend and I|delivered on time|logistics company/i;

describe('feedback on an answer that fails on what it is', () => {
  const question = 'A prescription for a child has a dose that looks too high. What do you do?';
  const topic = 'Job interview: community pharmacist';
  const answer =
    "honestly the doctor probably knows best, so I'd just dispense it and put a note on the system. calling the surgery takes ages and the mum is waiting, so I would rather keep the queue moving because that is what customers want.";

  it('names the red flag, says what to do instead, and praises nothing in it', () => {
    const result = rateAnswer({ question, answer, topic });
    expect(result.rating).toBeLessThanOrEqual(2);
    const { worked, improve } = sections(result.feedback);
    expect(worked).toContain('Nothing in this answer can be credited while it keeps the step named below');
    expect(worked).not.toMatch(/You (explained why|gave a reason|laid out steps)/);
    expect(improve).toContain('dispensing or giving a dose you are not sure of');
    expect(improve).toContain('check the dose with the prescriber');
  });

  it('does not turn the unsafe answer or a made-up story into the example answer: it says what a real answer needs for the field', () => {
    const example = rateAnswer({ question, answer, topic }).example_answer;
    expect(example).not.toContain('dispense it');
    expect(example).not.toMatch(TEMPLATE_FACTS);
    expect(example).toMatch(/^A real answer/);
    expect(example).toContain('prescriber');
    expect(example).toContain('Leave out dispensing or giving a dose you are not sure of');
  });

  it('gives a buzzword essay no praise and no rewritten copy of itself, only what a real story needs', () => {
    const essay =
      'I am passionate about nurturing talent and I believe in a holistic, empowering journey for every new team member. Training is about fostering a growth mindset and dedication to excellence, and I always go the extra mile to create a dynamic, inclusive kitchen culture where people thrive.';
    const result = rateAnswer({ question: 'Tell me about a time you trained a new cook.', answer: essay, topic: 'Job interview: sous chef' });
    expect(result.rating).toBeLessThanOrEqual(2);
    expect(result.feedback).toContain('general claims');
    expect(result.feedback).toContain('A real answer tells one time you trained a new cook');
    expect(result.example_answer).not.toMatch(/passionate|holistic|growth mindset/);
    expect(result.example_answer).not.toMatch(TEMPLATE_FACTS);
    expect(result.example_answer).toContain('in your work as a sous chef');
  });
});

describe('feedback on a real answer', () => {
  const question = 'Tell me about a time you had to speak up about a patient’s care.';
  const topic = 'Job interview: staff nurse';
  // Short, plain and complete: where, what the speaker did, how it ended.
  const short =
    'On a late shift on the stroke ward a resident was being given thin fluids although her swallow screen had failed. I stopped the drink, showed the healthcare assistant the screen result, and asked speech therapy to see her that afternoon. She was put on thickened fluids and did not aspirate.';

  it('recognises a short real story as an experience, and credits its scene, action and ending', () => {
    const result = rateAnswer({ question, answer: short, topic });
    expect(result.rating).toBeGreaterThanOrEqual(3.5);
    expect(result.feedback).not.toMatch(/no experience of your own|Start with one sentence that sets the scene|End with the outcome/);
    expect(sections(result.feedback).worked).toContain('You set the scene: "On a late shift on the stroke ward');
    expect(result.example_answer).not.toMatch(TEMPLATE_FACTS);
  });

  it('builds the example from the learner’s own facts, fillers and restarts removed, the ending under Result and never under Task', () => {
    const spoken =
      'um so I was working nights on a surgical ward and I had a man two days after a bowel operation. his pulse had gone up to like 120 and he was he was sweating and stuff like that. I did a full set of obs, I rang the outreach team and said I was worried, and I stayed with him until they came. they found a leak and he went back to theatre that night and he went home a week later.';
    const example = rateAnswer({ question, answer: spoken, topic }).example_answer;
    expect(example).toMatch(/^\*\*Situation:\*\* I was working nights on a surgical ward/);
    expect(example).not.toMatch(/\bum\b|like 120|stuff like that|he was he was/);
    expect(example).toContain('120');
    const task = /\*\*Task:\*\*[^*]*/.exec(example)?.[0] ?? '';
    expect(task).not.toContain('went home');
    expect(example).toMatch(/\*\*Result:\*\*[^*]*went home a week later/);
  });

  it('does not use a written office story for a learner in another role', () => {
    const story =
      'Last winter on the ambulance we had three calls stacked and a crew short. I triaged the calls with control, took the chest pain first and asked a first responder to sit with the fall. All three patients were seen within forty minutes and the fall had no new injury.';
    const example = rateAnswer({ question: 'How do you handle pressure at work?', answer: story, topic: 'Job interview: paramedic' }).example_answer;
    expect(example).not.toMatch(/designer|client|screens/);
    expect(example).toContain('first responder');
  });
});

describe('the outline of a real answer for a role outside the usual settings of its field', () => {
  const notAnAnswer = 'For this kind of question you should give a clear example and make sure you mention what happened at the end.';

  it.each([
    ['fitness instructor', 'How would you change a class for a student who has just had knee surgery?', /school|pupil/i],
    ['hotel concierge', 'A guest asks you to find a table tonight at a restaurant that is fully booked. What do you do?', /food safety|guest safety steps/i],
    ['optician', 'How would you help an older patient who finds their new glasses hard to get used to?', /prescriber|the prescription/i],
  ])('for the role "%s" does not bring in the narrower setting of the field', (topic, question, narrower) => {
    const result = rateAnswer({ question, answer: notAnAnswer, topic });
    expect(result.rating).toBeLessThanOrEqual(2);
    expect(result.example_answer).toMatch(/in this order/);
    expect(result.example_answer).not.toMatch(narrower);
  });
});
