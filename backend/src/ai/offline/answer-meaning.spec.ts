import { measureMeaning, measureRelevance } from '../text/relevance.js';
import { wordSimilarity } from '../text/word-vectors.js';
import { judgeAnswer, rateAnswer } from './answer-rater.js';

/** Relevance by meaning, specificity rather than length, and the time one rating takes. Answers written for these tests. */
describe('relevance by meaning', () => {
  const question = 'How do you look after a patient who becomes confused?';
  const careAnswer =
    'On the dementia unit I start with the basics: pain, infection, a full bladder or a missed dose. Then I keep the lights low, say my name ' +
    'every time and sit with the resident for a few minutes. Last winter Mrs Okafor kept trying to leave at 3 am; her urine dip was positive, ' +
    'the GP started antibiotics and two nights later she slept through.';

  it('counts an answer that says "resident" and "dementia" for "patient" and "confused" as on the subject', () => {
    expect(wordSimilarity('parents', 'mother')).toBeGreaterThan(0.6);
    const judgement = judgeAnswer({ question, answer: careAnswer, topic: 'Job interview: care home nurse' });
    // Neither of the question's words is said: "patient" is found through a word close in meaning ("resident").
    expect(judgement.signals.relevance.addressed).toEqual(['patient']);
    expect(judgement.gate).toBeNull();
    expect(judgement.rating).toBeGreaterThanOrEqual(4);
  });

  it('still stops an answer about something else entirely', () => {
    const router =
      'To reset the router, unplug it for thirty seconds, plug it back in and wait for the lights to turn green, then set the wifi password again from the sticker.';
    expect(judgeAnswer({ question, answer: router, topic: 'Job interview: care home nurse' }).gate).toBe('off-topic');
  });

  it('recognises a strong answer to a sibling question of the same field', () => {
    const eventLoop =
      'The event loop takes the next task once the call stack is empty. When you await a promise, the rest of the code after it is queued as a ' +
      'microtask, so it runs after the current code but before any timer, which is why a resolved promise beats a setTimeout of zero.';
    const reading = measureMeaning('What is a closure in JavaScript? Give an example of where you have used one.', eventLoop, 'JavaScript');
    expect(reading.closerQuestion).toBe('How does the JavaScript event loop work, and what happens when you await a promise?');
    expect(
      rateAnswer({ question: 'What is a closure in JavaScript? Give an example of where you have used one.', answer: eventLoop, topic: 'JavaScript' }).rating,
    ).toBeLessThanOrEqual(2);
  });

  it('does not take an answer in one field for an answer to a question of another field it happens to name', () => {
    // A sales story told to nurses is still a sales story: "nursing", "ward" do not make it an answer to a nurse's question.
    const sale =
      'we spent nine months on it. I ran demos for the ward managers and the nursing staff across six sites, I sat in on a handover to see how ' +
      'they charted, and I brought our clinical lead to answer the safety questions. in the end the trust signed a three-year agreement worth ' +
      '1.4 million and the nurses asked for the tablets on two more wards.';
    const question = 'Tell me about the biggest deal you have closed.';
    expect(measureMeaning(question, sale, 'Job interview: sales representative').closerQuestion).toBeNull();
    expect(rateAnswer({ question, answer: sale, topic: 'Job interview: sales representative' }).rating).toBeGreaterThanOrEqual(3.5);
  });
});

describe('an exam label before the question', () => {
  it('is not a subject the answer must speak about', () => {
    const answer = 'Autumn, because the light is soft and the forests near my town turn red and gold.';
    const relevance = measureRelevance('(Oral exam, part 1) Which season of the year do you enjoy most?', answer);
    expect(relevance.onTopic).toBe(true);
    expect(relevance.missed).not.toContain('Oral');
    expect(relevance.terms.join(' ')).not.toMatch(/exam|part/i);
  });
});

describe('specificity, not length', () => {
  it('lets a short answer full of specific checks and an outcome reach the top of the scale', () => {
    const answer =
      'Three checks before I sign a timesheet: the hours match the rota, the overtime was approved in writing, and the cost code is the right ' +
      'project. Last month that caught a contractor billing 40 hours for a week he was on leave; payroll held the payment and recovered £1,200.';
    expect(answer.split(' ').length).toBeLessThan(60);
    expect(
      rateAnswer({ question: 'How do you make sure the timesheets you approve are accurate?', answer, topic: 'Job interview: payroll officer' }).rating,
    ).toBeGreaterThanOrEqual(4.2);
  });

  it('does not reward length without specifics', () => {
    const padded =
      'I always make sure that everything is accurate and correct, because accuracy is really important in this kind of work and everybody ' +
      'depends on it. I take my time, I am careful, I pay attention to the details, and I do my best to get it right every single time, ' +
      'because getting it right matters a lot to me and to the whole team and to the company as well, and I think that is what matters most.';
    expect(
      rateAnswer({ question: 'How do you make sure the timesheets you approve are accurate?', answer: padded, topic: 'Job interview: payroll officer' }).rating,
    ).toBeLessThan(3);
  });
});
