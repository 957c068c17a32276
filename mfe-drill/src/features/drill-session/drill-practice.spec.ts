import type { SessionDetail } from '@speakwell/contracts';
import { canStartDrill, drillToContinue, keepTopicWithinLimit, sessionAverage } from './drill-practice.js';

describe('canStartDrill', () => {
  it('needs a non-blank topic without Focus Mode', () => {
    expect(canStartDrill({ topic: '   ', focusMode: false, context: 'cv' })).toBe(false);
    expect(canStartDrill({ topic: 'Sales', focusMode: false, context: '' })).toBe(true);
  });

  it('needs a non-blank context with Focus Mode, topic optional', () => {
    expect(canStartDrill({ topic: 'Sales', focusMode: true, context: ' \n ' })).toBe(false);
    expect(canStartDrill({ topic: '', focusMode: true, context: 'My resume' })).toBe(true);
  });
});

describe('sessionAverage', () => {
  const entry = (rating: number) => ({ _id: String(rating), question: 'Q', answer: 'A', feedback: 'F', rating });

  it('is the mean with one decimal, or null with no answers', () => {
    expect(sessionAverage([])).toBeNull();
    expect(sessionAverage([entry(4), entry(3), entry(4)])).toBe('3.7');
    expect(sessionAverage([entry(5)])).toBe('5.0');
  });
});

describe('drillToContinue', () => {
  it('keeps answered drills, newest first, and reads Focus Mode from topic or context', () => {
    const drill = { feedback: 'Good', rating_explanation: 'r', example_answer: 'e', framework: null, timestamp: null };
    const session: SessionDetail = {
      id: 's1',
      topic: 'Sales [Focus Mode]',
      context: '',
      session_type: 'Drill',
      created_at: '2024-01-01T00:00:00.000Z',
      qas: [],
      drills: [
        { ...drill, _id: 'd1', question: 'First?', answer: 'One', rating: 3 },
        { ...drill, _id: 'd2', question: 'Unanswered?', answer: null, rating: null },
        { ...drill, _id: 'd3', question: 'Third?', answer: 'Three', rating: 5 },
      ],
    };
    const continued = drillToContinue(session);
    expect(continued.focusMode).toBe(true);
    expect(continued.history.map((entry) => entry.question)).toEqual(['Third?', 'First?']);
  });
});

describe('keepTopicWithinLimit', () => {
  const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');

  it('cuts a long paste at the last word boundary within 280 characters', () => {
    const kept = keepTopicWithinLimit('', words);
    expect(kept.length).toBeLessThanOrEqual(280);
    expect(words.startsWith(kept)).toBe(true);
    expect(words.charAt(kept.length)).toBe(' ');
  });

  it('keeps a topic within the limit as typed, and ignores typing past it', () => {
    expect(keepTopicWithinLimit('Sale', 'Sales')).toBe('Sales');
    const full = 'a'.repeat(280);
    expect(keepTopicWithinLimit(full, `${full}b`)).toBe(full);
  });
});
