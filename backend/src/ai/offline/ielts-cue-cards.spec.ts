import { cueCardParts, isCueCard, isIeltsPart2Topic } from '@speakwell/contracts';
import { pickDrillQuestion } from './drill-questions.js';
import { IELTS_CUE_CARDS } from './ielts-cue-cards.js';

function session(topic: string, count: number): string[] {
  const asked: string[] = [];
  for (let i = 0; i < count; i++) asked.push(pickDrillQuestion(topic, asked));
  return asked;
}

describe('IELTS part 2 (offline questions)', () => {
  it('names the topic however it is written, and nothing else', () => {
    for (const topic of ['IELTS part 2', 'ielts Part 2', 'IELTS Speaking Part 2', 'IELTS part two', 'IELTS cue cards', 'IELTS part 2 [Focus Mode]']) {
      expect(isIeltsPart2Topic(topic)).toBe(true);
    }
    for (const topic of ['IELTS', 'IELTS speaking', 'IELTS part 1', 'IELTS part 3', 'Part 2 of the project', 'TOEFL']) {
      expect(isIeltsPart2Topic(topic)).toBe(false);
    }
  });

  it('asks part 2 cue cards only, never the same card twice, and cue cards again after the bank is used', () => {
    const asked = session('IELTS part 2', IELTS_CUE_CARDS.length + 3);
    expect(asked.every(isCueCard)).toBe(true);
    expect(new Set(asked.slice(0, IELTS_CUE_CARDS.length)).size).toBe(IELTS_CUE_CARDS.length);
    // No part 1 or part 3 questions of the IELTS bank.
    expect(asked).not.toContain('How often do you use public transport? Why?');
    expect(asked).not.toContain('Some people say that cities should have fewer cars. To what extent do you agree?');
  });

  it('lays every card out as printed: the task, three or more points, and "and explain"', () => {
    for (const card of IELTS_CUE_CARDS) {
      const parts = cueCardParts(card);
      expect(parts).not.toBeNull();
      expect(parts?.task).toMatch(/^Describe .+\.$/);
      expect(parts?.points.length).toBeGreaterThanOrEqual(3);
      expect(parts?.explain).toMatch(/^and explain .+\.$/);
    }
    expect(cueCardParts('How often do you use public transport? Why?')).toBeNull();
  });
});
