/**
 * Test data made through the API, the way a user would make it.
 *   const alice = await registerUser(t.http);                 // a fresh user, signed in
 *   const bob = await registerUser(t.http, { name: 'Bob' });  // with chosen fields
 *   const root = await registerAdmin(t.http);                 // an admin, signed in
 * Each returns { id, name, email, password, token, role }; send it as `.set(auth(user))`.
 *
 * What the user practises, each with sensible defaults and any field chosen:
 *   const sessionId = await createDrillSession(t.http, alice, { topic: 'Leadership' });
 *   const { drill_id, question } = await createDrill(t.http, alice, sessionId);
 *   const rated = await answerDrill(t.http, alice, drill_id, 'I led the team ...');
 *   const meetingId = await createMeetingSession(t.http, alice, { context: 'Q3 planning' });
 *   await askInMeeting(t.http, alice, meetingId, { question: 'When do we launch?', context: 'Q3 planning' });
 *   const scriptId = await createScript(t.http, alice, { content: 'Good morning everyone.' });
 *   const entry = await addWord(t.http, alice, 'ubiquitous');
 * They fail loudly (status and body) when the API refuses; to test a refusal, call the API directly.
 */
import { randomBytes } from 'node:crypto';
import type {
  CreateScriptRequest,
  CreateScriptResponse,
  CreateSessionResponse,
  DictionaryEntry,
  FeedbackResponse,
  LoginResponse,
  MeetingAnswerResponse,
  NextQuestionResponse,
  RegisterResponse,
  Role,
} from '@speakwell/contracts';
import { DataSource } from 'typeorm';
import { appOf, type Http } from './test-app.js';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
  role: Role;
}

export interface NewTestUser {
  name?: string;
  email?: string;
  password?: string;
}

let made = 0;

export async function registerUser(http: Http, overrides: NewTestUser = {}): Promise<TestUser> {
  made += 1;
  const name = overrides.name ?? `Test User ${made}`;
  const email = overrides.email ?? `user${made}-${randomBytes(4).toString('hex')}@example.com`;
  const password = overrides.password ?? 'correct horse battery staple';
  const registered = await http.post('/api/register').send({ name, email, password });
  if (registered.status !== 201) throw new Error(`registerUser: POST /api/register answered ${registered.status} ${JSON.stringify(registered.body)}`);
  return { ...(await signIn(http, email, password)), id: (registered.body as RegisterResponse).userId, name };
}

/** A user made admin in the database (as `npm run admin -- grant` does), then signed in. */
export async function registerAdmin(http: Http, overrides: NewTestUser = {}): Promise<TestUser> {
  const user = await registerUser(http, overrides);
  await appOf(http).get(DataSource).query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
  return { ...(await signIn(http, user.email, user.password)), name: user.name };
}

async function signIn(http: Http, email: string, password: string): Promise<Omit<TestUser, 'name'>> {
  const response = await http.post('/api/login').send({ email, password });
  if (response.status !== 200) throw new Error(`POST /api/login answered ${response.status} ${JSON.stringify(response.body)}`);
  const body = response.body as LoginResponse;
  return { id: body.userId, email: email.trim().toLowerCase(), password, token: body.token, role: body.role };
}

/** The header a signed-in request carries: `.set(auth(user))`. */
/** What a drill not answered yet (or whose answer was not stored) shows in its session's detail, besides its id and question. */
export const UNANSWERED_DRILL = {
  answer: null,
  feedback: null,
  rating: null,
  rating_explanation: null,
  example_answer: null,
  framework: null,
  timestamp: null,
} as const;

export function auth(user: { token: string }): { Authorization: string } {
  return { Authorization: `Bearer ${user.token}` };
}

/** The body of a 2xx answer; anything else throws with the status and body, naming the call. */
function answered<Body>(what: string, response: { status: number; body: unknown }): Body {
  if (response.status < 200 || response.status >= 300) throw new Error(`${what} answered ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Body;
}

export interface NewDrillSession {
  topic?: string;
  context?: string;
  /** On by default when a context is given, as the drill setup screen does. */
  focusMode?: boolean;
}

/** A drill session (POST /api/sessions); answers its id. */
export async function createDrillSession(http: Http, user: TestUser, session: NewDrillSession = {}): Promise<string> {
  const { topic = 'Leadership', context = '' } = session;
  const body = { topic, context, focusMode: session.focusMode ?? context !== '', session_type: 'Drill' };
  return answered<CreateSessionResponse>('POST /api/sessions', await http.post('/api/sessions').set(auth(user)).send(body)).session_id;
}

export interface NewMeetingSession {
  title?: string;
  context?: string;
}

/** A meeting session (POST /api/sessions); answers its id. */
export async function createMeetingSession(http: Http, user: TestUser, meeting: NewMeetingSession = {}): Promise<string> {
  const { title = 'Planning', context = 'We plan the launch of the new product next week.' } = meeting;
  const response = await http.post('/api/sessions').set(auth(user)).send({ title, context, session_type: 'Meeting' });
  return answered<CreateSessionResponse>('POST /api/sessions', response).session_id;
}

/** The session's next drill (POST /api/sessions/next-question): its id and question. */
export async function createDrill(http: Http, user: TestUser, sessionId: string, context = ''): Promise<NextQuestionResponse> {
  return answered('POST /api/sessions/next-question', await http.post('/api/sessions/next-question').set(auth(user)).send({ session_id: sessionId, context }));
}

/** A question asked in a meeting session and its answer kept (POST /api/meeting/answer). */
export async function askInMeeting(
  http: Http,
  user: TestUser,
  sessionId: string,
  asked: { question: string; context: string },
): Promise<MeetingAnswerResponse> {
  return answered(
    'POST /api/meeting/answer',
    await http
      .post('/api/meeting/answer')
      .set(auth(user))
      .send({ session_id: sessionId, ...asked }),
  );
}

/** The drill answered and rated (POST /api/feedback). */
export async function answerDrill(http: Http, user: TestUser, drillId: string, answer: string): Promise<FeedbackResponse> {
  return answered('POST /api/feedback', await http.post('/api/feedback').set(auth(user)).send({ drill_id: drillId, answer }));
}

/** A script in the user's library (POST /api/scripts); answers its id. */
export async function createScript(http: Http, user: TestUser, script: Partial<CreateScriptRequest> = {}): Promise<string> {
  const body = { title: 'Practice', description: '', tags: [], content: 'Good morning everyone.', ...script };
  return answered<CreateScriptResponse>('POST /api/scripts', await http.post('/api/scripts').set(auth(user)).send(body)).id;
}

/** A word added to the user's dictionary (POST /api/dictionary), with its definition. */
export async function addWord(http: Http, user: TestUser, word: string): Promise<DictionaryEntry> {
  return answered('POST /api/dictionary', await http.post('/api/dictionary').set(auth(user)).send({ word }));
}
