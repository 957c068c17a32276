import { gradedAnswer, gradedSetItems } from '../eval/eval-set.js';
import { withApostrophes } from '../text/contractions.js';
import { findNonAnswer } from './answer-type.js';
import { rateAnswer } from './answer-rater.js';
import { classifyQuestion } from './question-kind.js';

describe('beliefs and praise of the speaker in place of a method or a case', () => {
  it.each([
    ['outside-x-spoken-heldout.json', 'X9', 'an ATM engineer: "positive attitude", "problem solving mindset", "i\'m very methodical"'],
    [
      'outside-v-spoken-heldout.json',
      'V18',
      'a witness care officer: "i believe every witness deserves to be treated with dignity", "makes all the difference"',
    ],
    ['outside-ac-spoken-heldout.json', 'AC4', 'a dance teacher: "health has to come first always", "i believe the show is never more important"'],
  ])('%s %s (%s) is capped at 2, and the feedback says what a real answer needs', (file, id) => {
    // Each graded 2 by the writer and a second grader: no method, no example.
    const e = rateAnswer(gradedAnswer(file, id));
    expect(e.rating).toBeLessThanOrEqual(2);
    expect(e.feedback).toContain('It is made of beliefs and praise of yourself');
  });

  it('beliefs beside what the speaker did are an opinion argued, not a non-answer', () => {
    const e = rateAnswer({
      question: 'What do you think makes a successful community sports programme?',
      answer:
        "I really believe it has to be community led, and partnerships are key. In Leyton we asked forty parents what stopped their kids playing, moved the sessions to Saturday mornings and cut the fee to one pound; attendance went from 12 to 55 in a term, so for me it's about listening first.",
      topic: 'sports development officer',
    });
    expect(e.feedback).not.toContain('It is made of beliefs');
    expect(e.rating).toBeGreaterThanOrEqual(3);
  });

  it('reads none of the answers graded 3 to 5 in any graded set so', () => {
    const read = gradedSetItems().filter(
      (item) => item.grade >= 3 && findNonAnswer(item.question, withApostrophes(item.answer), classifyQuestion(item.question))?.kind === 'generalities',
    );
    expect(read.map((item) => `${item.file} ${item.id}`)).toEqual([]);
  });
});
