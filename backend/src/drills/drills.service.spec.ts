import type { AiService } from '../ai/ai.service.js';
import type { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import { DrillErrorCode } from './drills.errors.js';
import type { AskingSession, DrillsRepository, OwnedDrill, StoredAnswer } from './drills.repository.js';
import { DrillsService } from './drills.service.js';

const USER = 'user-1';

/** DrillsRepository in memory: the caller's sessions and drills, and what was stored. */
class FakeDrills {
  sessions = new Map<string, AskingSession>();
  drills = new Map<string, OwnedDrill>();
  asked: Array<{ sessionId: string; question: string }> = [];
  stored: Array<{ drill: OwnedDrill; answer: StoredAnswer }> = [];

  askingSession(userId: string, sessionId: string) {
    return Promise.resolve(userId === USER ? (this.sessions.get(sessionId) ?? null) : null);
  }
  ask(_userId: string, sessionId: string, question: string) {
    this.asked.push({ sessionId, question });
    return Promise.resolve(`drill-${this.asked.length}`);
  }
  ownedDrill(userId: string, drillId: string) {
    return Promise.resolve(userId === USER ? (this.drills.get(drillId) ?? null) : null);
  }
  storeAnswer(_userId: string, drill: OwnedDrill, answer: StoredAnswer) {
    this.stored.push({ drill, answer });
    return Promise.resolve();
  }
}

/** The AI port answering at once; `inputs` keeps what each call was asked. */
function fakeAi() {
  const inputs: Record<string, unknown[]> = { drillQuestion: [], focusQuestion: [], evaluateAnswer: [] };
  const ai = {
    drillQuestion: (input: unknown) => (inputs.drillQuestion.push(input), Promise.resolve({ question: 'What did you learn?' })),
    focusQuestion: (input: unknown) => (inputs.focusQuestion.push(input), Promise.resolve({ question: 'Which project fits the role?' })),
    evaluateAnswer: (input: unknown) => (
      inputs.evaluateAnswer.push(input),
      Promise.resolve({ feedback: 'Clear.', rating: 4, rating_explanation: 'Good.', example_answer: 'I learned...', framework: 'STAR' })
    ),
  };
  return { ai: ai as unknown as AiService, inputs };
}

const noLimits = { consume: () => Promise.resolve() } as unknown as RateLimitService;

function setup() {
  const drills = new FakeDrills();
  const { ai, inputs } = fakeAi();
  const service = new DrillsService(drills as unknown as DrillsRepository, ai, noLimits);
  return { drills, inputs, service };
}

describe('DrillsService', () => {
  it('asks a question on the topic without the Focus Mode marker, never one the session asked already', async () => {
    const { drills, inputs, service } = setup();
    drills.sessions.set('s1', { id: 's1', topic: 'Leadership [Focus Mode]', context: '', previous_questions: ['Why lead?'] });
    await expect(service.nextQuestion(USER, { session_id: 's1' })).resolves.toEqual({ question: 'What did you learn?', drill_id: 'drill-1' });
    expect(inputs.drillQuestion).toEqual([{ topic: 'Leadership', previousQuestions: ['Why lead?'] }]);
    expect(drills.asked).toEqual([{ sessionId: 's1', question: 'What did you learn?' }]);
  });

  it("grounds a focus question in the context sent now, else the session's, and refuses one with neither", async () => {
    const { drills, inputs, service } = setup();
    drills.sessions.set('s1', { id: 's1', topic: 'Interview', context: '  my resume  ', previous_questions: [] });
    drills.sessions.set('s2', { id: 's2', topic: 'Interview', context: '   ', previous_questions: [] });
    await service.nextFocusQuestion(USER, { session_id: 's1', context: 'the job ad' });
    await service.nextFocusQuestion(USER, { session_id: 's1', context: ' ' });
    expect(inputs.focusQuestion.map((input) => (input as { context: string }).context)).toEqual(['the job ad', 'my resume']);
    await expect(service.nextFocusQuestion(USER, { session_id: 's2' })).rejects.toMatchObject({ code: DrillErrorCode.FocusContextMissing });
    expect(drills.asked).toHaveLength(2);
  });

  it("answers another user's session or drill as not found, without calling the AI", async () => {
    const { drills, inputs, service } = setup();
    drills.sessions.set('s1', { id: 's1', topic: 'Teamwork', context: '', previous_questions: [] });
    await expect(service.nextQuestion('someone-else', { session_id: 's1' })).rejects.toMatchObject({ code: 'SESSION_NOT_FOUND' });
    await expect(service.feedback(USER, { drill_id: 'missing', answer: 'An answer.' })).rejects.toMatchObject({ code: DrillErrorCode.NotFound });
    expect(inputs.drillQuestion).toEqual([]);
    expect(inputs.evaluateAnswer).toEqual([]);
  });

  it('stores the evaluation with the answer and returns what was stored', async () => {
    const { drills, service } = setup();
    drills.drills.set('d1', { id: 'd1', session_id: 's1', question: 'Why?', attempt_of: null, topic: 'Teamwork', context: null });
    const result = await service.feedback(USER, { drill_id: 'd1', answer: 'Because it matters.' });
    expect(result).toMatchObject({ feedback: 'Clear.', rating: 4, framework: 'STAR' });
    expect(drills.stored).toHaveLength(1);
    expect(drills.stored[0]?.answer).toMatchObject({ answer: 'Because it matters.', rating: 4, delivery: null });
    expect(drills.stored[0]?.answer.answeredAt.toISOString()).toBe(result.timestamp);
  });

  it('stores nothing when the caller left before the evaluation came back', async () => {
    const { drills, service } = setup();
    drills.drills.set('d1', { id: 'd1', session_id: 's1', question: 'Why?', attempt_of: null, topic: 'Teamwork', context: null });
    const leaving = new AbortController();
    leaving.abort();
    await expect(service.feedback(USER, { drill_id: 'd1', answer: 'Because.' }, undefined, leaving.signal)).rejects.toThrow();
    expect(drills.stored).toEqual([]);
  });
});
