import { pickDrillQuestion, questionPool } from './drill-questions.js';
import { pickFocusQuestion } from './focus-questions.js';
import { QUESTION_SUBJECTS } from './question-bank.js';

function session(topic: string, count = 20): string[] {
  const asked: string[] = [];
  for (let i = 0; i < count; i++) asked.push(pickDrillQuestion(topic, asked));
  return asked;
}

const bank = (name: string): readonly string[] => QUESTION_SUBJECTS.find((s) => s.name === name)?.questions ?? [];

describe('offline question bank', () => {
  it('asks nursing, teaching and design candidates questions from their own field first', () => {
    for (const [topic, subject] of [
      ['Nursing interview', 'nursing'],
      ['Teaching job', 'teaching'],
      ['UX designer', 'design'],
      ['Customer service', 'customer service'],
    ] as const) {
      const first = session(topic, 5);
      expect(first.every((q) => bank(subject).includes(q))).toBe(true);
    }
  });

  it('gives IELTS sessions part 1, part 2 cue cards and part 3 questions, and never a frame about "IELTS" itself', () => {
    const asked = session('IELTS speaking');
    expect(asked.filter((q) => q.includes('You should say')).length).toBeGreaterThanOrEqual(4);
    expect(asked).toContain('How often do you use public transport? Why?');
    expect(asked).toContain('Some people say that cities should have fewer cars. To what extent do you agree?');
    expect(asked.join('\n')).not.toMatch(/about IELTS|in IELTS/i);
    expect(session('TOEFL').join('\n')).not.toMatch(/about TOEFL|in TOEFL/i);
  });

  it('never repeats a question, or asks a "Round 2" variant, in a 20-question session', () => {
    for (const topic of ['JavaScript', 'Product manager', 'beekeeping', 'Nursing', 'Sales', 'Meetings', 'general', 'IELTS', 'TOEFL', 'Python developer']) {
      const asked = session(topic);
      expect(new Set(asked).size).toBe(20);
      expect(asked.filter((q) => q.startsWith('Round'))).toEqual([]);
    }
  });

  it('writes grammatical questions about a role or a field the bank does not know', () => {
    const role = session('Pharmacist interview', 20).join('\n');
    expect(role).toContain('What does a typical week look like for a pharmacist, and which part of it do you do best?');
    expect(role).not.toMatch(/in pharmacist|about pharmacist|with pharmacist\b/i);
    const field = session('Beekeeping', 3);
    expect(field[0]).toBe('What is the most important thing a beginner should understand about beekeeping, and why?');
  });
});

describe('Focus Mode questions', () => {
  const job = [
    'We are hiring a Customer Success Manager.',
    'Requirements:',
    '- Experience managing a portfolio of B2B accounts',
    '- Ability to explain technical topics to non-technical people',
    '- Strong written communication',
    '- Comfort with data and dashboards',
  ].join('\n');

  it('varies the form of consecutive questions instead of reusing one frame', () => {
    const asked: string[] = [];
    for (let i = 0; i < 4; i++) asked.push(pickFocusQuestion('Focused Session', job, asked));
    const openings = new Set(asked.map((q) => q.split(' ').slice(0, 3).join(' ')));
    expect(openings.size).toBeGreaterThanOrEqual(3);
    expect(asked.join('\n')).toContain('the ability to explain technical topics to non-technical people');
  });
});

describe('a topic as long as a paragraph', () => {
  it('is never repeated whole inside a question', () => {
    const topic = 'Preparing for a quarterly business review with the regional sales directors about churn, pricing and the new onboarding flow';
    const pool = questionPool(topic);
    expect(pool.length).toBeGreaterThan(5);
    for (const question of pool) expect(question).not.toContain(topic);
  });
});
