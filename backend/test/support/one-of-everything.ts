import type { DeliveryTimingInput } from '@speakwell/contracts';
import { addWord, askInMeeting, auth, createDrill, createDrillSession, createMeetingSession, createScript, type TestUser } from './factories.js';
import type { Http } from './test-app.js';

/** Recognition timing sent with a spoken answer or a shadowing run (6 s, the longest pause 2 s): gives it a delivery. */
export const SPOKEN_TIMING: DeliveryTimingInput = { duration_ms: 6000, result_times_ms: [1000, 3000, 5000] };

/** What `giveOneOfEverything` writes; each field can be chosen. */
export interface EverythingMade {
  topic: string;
  answer: string;
  context: string;
  question: string;
  script: string;
  word: string;
}

/** The ids of the rows `giveOneOfEverything` made. */
export interface OwnedRows {
  drillSessionId: string;
  drillId: string;
  meetingId: string;
  scriptId: string;
  wordId: string;
}

const DEFAULTS: EverythingMade = {
  topic: 'Job interview',
  answer: 'I led a team of five through a difficult release and we shipped on time.',
  context: 'We plan the launch of the new product next week.',
  question: 'When is the launch?',
  script: 'Good morning everyone',
  word: 'resilient',
};

function succeeded(res: { status: number; text: string }): void {
  if (res.status >= 300) throw new Error(`answered ${res.status}: ${res.text}`);
}

/**
 * One of everything a user can own, made through the API: a drill session with an answered
 * drill, a meeting session with a question answered, a script with a shadowing run read word
 * for word, a dictionary word. The answer and the run are sent with SPOKEN_TIMING.
 */
export async function giveOneOfEverything(http: Http, user: TestUser, chosen: Partial<EverythingMade> = {}): Promise<OwnedRows> {
  const made = { ...DEFAULTS, ...chosen };
  const drillSessionId = await createDrillSession(http, user, { topic: made.topic });
  const { drill_id: drillId } = await createDrill(http, user, drillSessionId);
  await http.post('/api/feedback').set(auth(user)).send({ drill_id: drillId, answer: made.answer, delivery: SPOKEN_TIMING }).expect(succeeded);
  const meetingId = await createMeetingSession(http, user, { title: 'Planning', context: made.context });
  await askInMeeting(http, user, meetingId, { context: made.context, question: made.question });
  const scriptId = await createScript(http, user, { title: 'Pitch', tags: ['work'], content: made.script });
  const run = { script_id: scriptId, script_content: made.script, spoken_text: made.script.toLowerCase(), delivery: SPOKEN_TIMING };
  await http.post('/api/scripts/analyze').set(auth(user)).send(run).expect(succeeded);
  const wordId = (await addWord(http, user, made.word))._id;
  return { drillSessionId, drillId, meetingId, scriptId, wordId };
}
