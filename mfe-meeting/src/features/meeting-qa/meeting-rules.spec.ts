import { ANSWER_NEEDS_CONTEXT, ANSWER_NEEDS_QUESTION, ANSWER_NEEDS_SESSION, canStartMeeting, checkAnswerRequest, prefillFrom } from './meeting-rules.js';

describe('canStartMeeting', () => {
  it('needs a context that is not blank', () => {
    expect(canStartMeeting('')).toBe(false);
    expect(canStartMeeting('  \n ')).toBe(false);
    expect(canStartMeeting('Agenda: launch')).toBe(true);
  });
});

describe('checkAnswerRequest', () => {
  const ready = { context: 'Budget is 50k.', transcript: 'Hello everyone. What is our budget for the launch?', sessionId: 's1' };

  it('asks the last sentence of the transcript', () => {
    expect(checkAnswerRequest(ready)).toEqual({ question: 'What is our budget for the launch?', problem: null });
    expect(checkAnswerRequest({ ...ready, transcript: 'Welcome! so what about the timeline' })).toEqual({
      question: 'so what about the timeline',
      problem: null,
    });
  });

  it('says what is missing: session, context, then a question', () => {
    expect(checkAnswerRequest({ ...ready, sessionId: null }).problem).toBe(ANSWER_NEEDS_SESSION);
    expect(checkAnswerRequest({ ...ready, context: '   ' }).problem).toBe(ANSWER_NEEDS_CONTEXT);
    expect(checkAnswerRequest({ ...ready, transcript: '' }).problem).toBe(ANSWER_NEEDS_QUESTION);
    expect(checkAnswerRequest({ ...ready, transcript: '... ?!' }).problem).toBe(ANSWER_NEEDS_QUESTION);
  });
});

describe('prefillFrom', () => {
  it('reads title and context from navigation state', () => {
    expect(prefillFrom({ context: 'Notes', title: 'Weekly sync' })).toEqual({ context: 'Notes', title: 'Weekly sync' });
    expect(prefillFrom({ context: 'Notes' })).toEqual({ context: 'Notes', title: '' });
  });

  it('ignores anything else', () => {
    expect(prefillFrom(null)).toBeNull();
    expect(prefillFrom({ sessionToContinue: {} })).toBeNull();
    expect(prefillFrom('text')).toBeNull();
  });
});
