// Simulated learners: each registers, signs in, opens a drill session and answers questions in
// a loop, as the drill screen does. Every acknowledged answer (feedback 200) is remembered so
// the test can check it was stored.
const ANSWERS = [
  'In my last role I led a migration of our billing system. The situation was tight deadlines; my task was to keep invoices flowing; I split the work into weekly releases, and the result was zero missed invoices.',
  'I would start by listening to both sides, then agree on what success looks like, and follow up in writing so nobody is surprised later.',
  'My strength is turning vague requests into small, testable steps. For example, I rewrote our onboarding checklist and new hires were productive a week sooner.',
];

/**
 * @param {string} base
 * @param {string} method
 * @param {string} path
 * @param {{ token?: string, body?: unknown, address: string }} options
 */
async function call(base, method, path, { token, body, address }) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': address };
  if (token) headers.authorization = `Bearer ${token}`;
  let res;
  let text;
  try {
    res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    text = await res.text();
  } catch (error) {
    const failure = /** @type {Error & { cause?: { message?: string } }} */ (error);
    return { status: 0, body: `${failure.message}: ${failure.cause?.message ?? ''}` };
  }
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}

/** Runs `count` learners against `base` until `until` (ms epoch, or a function that says whether to go on). Resolves with what they saw. */
export async function runLearners(base, count, until) {
  const goOn = typeof until === 'function' ? until : () => Date.now() < until;
  const started = Date.now();
  const acknowledged = new Map(); // email -> drill ids whose answer was acknowledged
  const errors = [];
  let requests = 0;
  const expect = (result, status, what) => {
    requests += 1;
    if (result.status !== status) {
      errors.push(`${what} at ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.status} ${JSON.stringify(result.body).slice(0, 200)}`);
      return false;
    }
    return true;
  };
  const learner = async (index) => {
    // Learners arrive over the first 15 s (as people do), not all in the same millisecond.
    await new Promise((resolve) => setTimeout(resolve, (index * 15_000) / count));
    const email = `learner${index}-${Date.now()}@example.com`;
    const address = `10.20.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const password = 'a long enough practice password';
    const ids = [];
    acknowledged.set(email, ids);
    if (!expect(await call(base, 'POST', '/api/register', { body: { name: `Learner ${index}`, email, password }, address }), 201, 'register')) return;
    const login = await call(base, 'POST', '/api/login', { body: { email, password }, address });
    if (!expect(login, 200, 'login')) return;
    const token = login.body.token;
    const session = await call(base, 'POST', '/api/sessions', { token, body: { topic: `Leadership ${index}`, session_type: 'Drill' }, address });
    if (!expect(session, 201, 'create session')) return;
    for (let turn = 0; goOn(); turn += 1) {
      const question = await call(base, 'POST', '/api/sessions/next-question', { token, body: { session_id: session.body.session_id }, address });
      if (!expect(question, 201, 'next question')) return;
      const feedback = await call(base, 'POST', '/api/feedback', {
        token,
        body: { drill_id: question.body.drill_id, answer: ANSWERS[turn % ANSWERS.length] },
        address,
      });
      if (!expect(feedback, 200, 'feedback')) return;
      ids.push(question.body.drill_id);
      if (turn % 5 === 4 && !expect(await call(base, 'GET', '/api/dashboard-stats', { token, address }), 200, 'dashboard')) return;
    }
  };
  await Promise.all(Array.from({ length: count }, (_, index) => learner(index)));
  return { acknowledged, errors, requests };
}

export { call };
