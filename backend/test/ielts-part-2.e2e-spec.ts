import { cueCardParts, type NextQuestionResponse } from '@speakwell/contracts';
import { auth, createDrillSession } from './support/factories.js';
import { setupTestApp } from './support/test-setup.js';

describe('An "IELTS part 2" drill session (offline AI)', () => {
  const { t, alice } = setupTestApp({ users: ['alice'] });

  it('asks part 2 cue cards only, each a different card', async () => {
    const sessionId = await createDrillSession(t.http, alice, { topic: 'IELTS part 2' });
    const asked: string[] = [];
    for (let i = 0; i < 6; i++) {
      const next = (await t.http.post('/api/sessions/next-question').set(auth(alice)).send({ session_id: sessionId, context: '' }).expect(201))
        .body as NextQuestionResponse;
      expect(Object.keys(next).sort()).toEqual(['drill_id', 'question']);
      asked.push(next.question);
    }
    expect(new Set(asked).size).toBe(6);
    for (const question of asked) {
      expect(cueCardParts(question)?.points.length).toBeGreaterThanOrEqual(3);
    }
  });
});
