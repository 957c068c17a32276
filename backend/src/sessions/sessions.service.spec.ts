import { measureDelivery } from '@speakwell/words';
import type { SessionDetailRow, SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

const USER = 'user-1';
const SUMMARY = { id: 's1', topic: 'Teamwork', context: 'notes', created_at: '2026-11-20T10:00:00.000Z' };
/** Stored metrics of a timed answer: 60 words in 30 s, two fillers. */
const DELIVERY = measureDelivery(`um ${'word '.repeat(58)}uh`, { durationMs: 30_000, resultTimesMs: [10_000, 20_000, 30_000] });
const DRILL = {
  _id: 'd1',
  question: 'Why?',
  answer: 'Because.',
  feedback: 'Clear.',
  rating: 4,
  rating_explanation: 'Good.',
  example_answer: 'E',
  framework: 'STAR',
  timestamp: null,
};

/** SessionsRepository in memory: the caller's session details and a meeting's Q&As. */
function setup(rows: Record<string, SessionDetailRow>) {
  const repository = {
    created: [] as unknown[],
    detail: (userId: string, id: string) => Promise.resolve(userId === USER ? (rows[id] ?? null) : null),
    meetingQas: (id: string) => Promise.resolve(id === 'm1' ? [{ _id: 'q1', question: 'Q?', answer: 'A.', created_at: SUMMARY.created_at }] : []),
    create(userId: string, session: unknown) {
      this.created.push(session);
      return Promise.resolve('new-session');
    },
    deleteOwned: (userId: string, id: string) => Promise.resolve(userId === USER && id in rows),
  };
  return { repository, service: new SessionsService(repository as unknown as SessionsRepository) };
}

describe('SessionsService', () => {
  it("shows a drill session's drills with the API's delivery view, and attempt_of only on an answer given again", async () => {
    const { service } = setup({
      s1: {
        ...SUMMARY,
        session_type: 'Drill',
        drills: [
          { ...DRILL, delivery: DELIVERY, attempt_of: null },
          { ...DRILL, _id: 'd2', delivery: null, attempt_of: 'd1' },
        ],
      },
    });
    const detail = await service.detail(USER, 's1');
    expect(detail.qas).toEqual([]);
    expect(detail.drills[0]).not.toHaveProperty('attempt_of');
    expect(detail.drills[0]?.delivery).toMatchObject({ words_per_minute: DELIVERY.wordsPerMinute, filler_count: 2, fillers: ['um', 'uh'] });
    expect(detail.drills[1]).toMatchObject({ _id: 'd2', attempt_of: 'd1' });
    expect(detail.drills[1]).not.toHaveProperty('delivery');
  });

  it("shows a meeting session's Q&As and no drills", async () => {
    const { service } = setup({ m1: { ...SUMMARY, id: 'm1', session_type: 'Meeting', drills: null } });
    await expect(service.detail(USER, 'm1')).resolves.toMatchObject({ id: 'm1', drills: [], qas: [{ _id: 'q1', question: 'Q?' }] });
  });

  it("answers another user's session as not found, on read and on delete", async () => {
    const { service } = setup({ s1: { ...SUMMARY, session_type: 'Drill', drills: [] } });
    await expect(service.detail('someone-else', 's1')).rejects.toMatchObject({ code: 'SESSION_NOT_FOUND' });
    await expect(service.remove('someone-else', 's1')).rejects.toMatchObject({ code: 'SESSION_NOT_FOUND' });
    await expect(service.remove(USER, 's1')).resolves.toEqual({ ok: true });
  });

  it("stores a meeting's title as its topic", async () => {
    const { repository, service } = setup({});
    await service.create(USER, { session_type: 'Meeting', title: 'Standup', context: '' });
    await service.create(USER, { session_type: 'Drill', topic: 'Leadership [Focus Mode]', context: 'cv', focusMode: true });
    expect(repository.created).toEqual([
      { type: 'Meeting', topic: 'Standup', context: '' },
      { type: 'Drill', topic: 'Leadership [Focus Mode]', context: 'cv' },
    ]);
  });
});
