// Two builds of the API side by side over one seeded database, measured in alternating blocks
// in the same minutes: on a shared machine the speed moves from minute to minute, so a build
// is only compared with the other build measured just before or after it.
//
//   node bench/ab-commits.mjs <before-checkout> <after-checkout>
//
// Each checkout must have its backend built (`npx nx run backend:build`) and no migration that
// the other lacks: the first API migrates and is seeded as `npm run bench` seeds its main user,
// the second uses the same database. A round is the floor (GET /api/health), the cached list
// page and session detail, the floor, the same two reads with Cache-Control: no-cache, the
// floor; each block on one API and at once on the other (which goes first swaps every round).
// A row's share of the floor is against the mean of that API's floors just before and after
// it. Options:
// AB_ROUNDS (10), AB_BLOCK_S (5 s per block), AB_CONNECTIONS (50), AB_DATABASE_OWNER (before:
// the build whose process starts the embedded PostgreSQL and is seeded through). Writes
// bench/results/ab-commits.json and prints a markdown table.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopping } from './lib/abort.mjs';
import { load, settle } from './lib/api-load.mjs';
import { callOk } from './lib/api-client.mjs';
import { cpuMsBetween } from './lib/cpu.mjs';
import { say } from './lib/progress.mjs';
import { MAIN_USER, seed } from './lib/seed.mjs';
import { startApp } from './lib/start-app.mjs';
import { median } from './lib/stats.mjs';

const [beforeRoot, afterRoot] = process.argv.slice(2).map((path) => resolve(path));
if (!beforeRoot || !afterRoot) throw new Error('usage: node bench/ab-commits.mjs <before-checkout> <after-checkout>');
const ROUNDS = Number(process.env.AB_ROUNDS ?? 10);
const BLOCK_S = Number(process.env.AB_BLOCK_S ?? 5);
const CONNECTIONS = Number(process.env.AB_CONNECTIONS ?? 50);
/** Which build starts (and so runs) the embedded PostgreSQL and is seeded through: swap it to see that it does not decide the result. */
const OWNER = process.env.AB_DATABASE_OWNER === 'after' ? 'after' : 'before';

/** @type {Array<() => Promise<void>>} */
const cleanups = [];
async function cleanUp() {
  while (cleanups.length > 0) await /** @type {() => Promise<void>} */ (cleanups.pop())().catch((error) => say(`stopping failed: ${error}`));
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.once(signal, () => stopping.abort());

function rows(detailSessionId) {
  const list = '/api/sessions?type=Drill&limit=50';
  const detail = `/api/sessions/${detailSessionId}`;
  return {
    floor: { name: 'GET /api/health (the floor)', method: 'GET', path: '/api/health', floor: true },
    list: { name: `GET ${list}`, method: 'GET', path: list },
    detail: { name: 'GET /api/sessions/{id}', method: 'GET', path: detail },
    listFresh: { name: `GET ${list}, no-cache`, method: 'GET', path: list, fresh: true },
    detailFresh: { name: 'GET /api/sessions/{id}, no-cache', method: 'GET', path: detail, fresh: true },
  };
}
/** A round's blocks: every read between two floors; each block on one API then at once on the other. */
const ORDER = ['floor', 'list', 'detail', 'floor', 'listFresh', 'detailFresh', 'floor'];

/** One block on one API: requests/s, p99, errors, and the CPU the API and PostgreSQL spent per request. */
async function block(side, endpoint, postgresCpu) {
  await settle(side.app.cpuMs);
  const before = { api: side.app.cpuMs().api, postgres: postgresCpu() };
  const result = await load(side.app.url, endpoint, side.token, BLOCK_S, CONNECTIONS);
  const after = { api: side.app.cpuMs().api, postgres: postgresCpu() };
  const requests = Math.max(1, result.requests.total);
  return {
    requests,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    apiCpuMs: (after.api - before.api) / requests,
    postgresCpuMs: cpuMsBetween(before.postgres, after.postgres) / requests,
    loadAverage1m: loadavg()[0],
  };
}

/** One API's blocks of a round by row, each read with its share of the mean of the floors just before and after it. */
function byRow(blocks) {
  const floors = blocks.filter((entry) => entry.key === 'floor');
  /** @type {Record<string, any>} */
  const rows = { floor: { ...floors[0], floorBeside: floors.reduce((sum, entry) => sum + entry.requestsPerSecond, 0) / floors.length } };
  for (const [index, entry] of blocks.entries()) {
    if (entry.key === 'floor') continue;
    const floorBefore = blocks.slice(0, index).findLast((other) => other.key === 'floor');
    const floorAfter = blocks.slice(index).find((other) => other.key === 'floor');
    const floorBeside = (floorBefore.requestsPerSecond + floorAfter.requestsPerSecond) / 2;
    rows[entry.key] = { ...entry, floorBeside, shareOfFloor: entry.requestsPerSecond / floorBeside };
  }
  return rows;
}

async function measureRound(order, sides, endpoints, postgresCpu) {
  /** @type {Record<string, any[]>} */
  const blocks = Object.fromEntries(order.map((name) => [name, []]));
  for (const key of ORDER) for (const name of order) blocks[name].push({ key, ...(await block(sides[name], endpoints[key], postgresCpu)) });
  return Object.fromEntries(order.map((name) => [name, byRow(blocks[name])]));
}

/** Every list here has a figure per round, so it has a median. */
const mid = (values) => median(values) ?? Number.NaN;
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.round(q * (values.length - 1))];
/** Median [interquartile range]. */
const spread = (values) => `${mid(values).toFixed(2)} [${quantile(values, 0.25).toFixed(2)}-${quantile(values, 0.75).toFixed(2)}]`;

function table(rounds, endpoints) {
  const lines = [
    '| row | before: × floor, API CPU ms, p99 ms | after: × floor, API CPU ms, p99 ms | after / before × floor [IQR] | after / before API CPU [IQR] | API CPU ms, all rounds pooled: before / after | PG CPU ms before / after |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const key of Object.keys(endpoints)) {
    const of = (side, field) => rounds.map((round) => round[side][key][field]);
    const share = (side) =>
      key === 'floor' ? `${mid(of(side, 'requestsPerSecond')).toFixed(0)} req/s` : `${(mid(of(side, 'shareOfFloor')) * 100).toFixed(1)} %`;
    const paired = (field) => rounds.map((round) => round.after[key][field] / round.before[key][field]);
    const pooled = (side) =>
      of(side, 'apiCpuMs').reduce((sum, ms, index) => sum + ms * of(side, 'requests')[index], 0) / of(side, 'requests').reduce((sum, n) => sum + n, 0);
    lines.push(
      `| ${endpoints[key].name} | ${share('before')}, ${mid(of('before', 'apiCpuMs')).toFixed(2)}, ${mid(of('before', 'p99Ms'))} | ${share('after')}, ${mid(of('after', 'apiCpuMs')).toFixed(2)}, ${mid(of('after', 'p99Ms'))} | ${key === 'floor' ? spread(paired('requestsPerSecond')) : spread(paired('shareOfFloor'))} | ${spread(paired('apiCpuMs'))} | ${pooled('before').toFixed(3)} / ${pooled('after').toFixed(3)} | ${mid(of('before', 'postgresCpuMs')).toFixed(2)} / ${mid(of('after', 'postgresCpuMs')).toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}

try {
  const [ownerRoot, guestRoot] = OWNER === 'after' ? [afterRoot, beforeRoot] : [beforeRoot, afterRoot];
  const owner = await startApp({ repoRoot: ownerRoot, onSpawned: (stop) => cleanups.push(stop) });
  say(`${OWNER}: ${ownerRoot} on ${owner.url}, with the database; seeding`);
  const seeded = await seed({ baseUrl: owner.url, databaseUrl: owner.databaseUrl, grantAdmin: owner.grantAdmin });
  const guest = await startApp({ repoRoot: guestRoot, sharedDatabaseUrl: owner.databaseUrl, onSpawned: (stop) => cleanups.push(stop) });
  say(`${guestRoot} on ${guest.url}, same database`);
  const [before, after] = OWNER === 'after' ? [guest, owner] : [owner, guest];
  // Each API checks a token it signed itself.
  const signIn = async (app) => (await callOk(app.url, 'POST', '/api/login', { body: { email: MAIN_USER.email, password: MAIN_USER.password } })).token;
  const sides = { before: { app: before, token: await signIn(before) }, after: { app: after, token: await signIn(after) } };
  const endpoints = rows(seeded.detailSessionId);
  const postgresCpu = () => owner.cpuMs().postgres;
  for (const side of Object.values(sides)) for (const endpoint of Object.values(endpoints)) await load(side.app.url, endpoint, side.token, 2, 10);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    const measured = await measureRound(order, sides, endpoints, postgresCpu);
    rounds.push(measured);
    const failed = order.flatMap((name) => Object.values(measured[name]).map((entry) => entry.failed)).reduce((sum, count) => sum + count, 0);
    say(
      `round ${round + 1}/${ROUNDS} (${order.join(' first, ')}), load ${loadavg()[0].toFixed(1)}, ${failed} failed: ` +
        Object.keys(endpoints)
          .filter((key) => key !== 'floor')
          .map((key) => `${key} ${(measured.before[key].shareOfFloor * 100).toFixed(0)} -> ${(measured.after[key].shareOfFloor * 100).toFixed(0)} %`)
          .join(', '),
    );
  }
  const loads = rounds.flatMap((round) => Object.values(round).flatMap((side) => Object.values(side).map((entry) => entry.loadAverage1m)));
  const file = join(dirname(fileURLToPath(import.meta.url)), 'results', 'ab-commits.json');
  writeFileSync(file, `${JSON.stringify({ beforeRoot, afterRoot, databaseOwner: OWNER, blockS: BLOCK_S, connections: CONNECTIONS, rounds }, null, 2)}\n`);
  console.log(
    `${ROUNDS} rounds of ${BLOCK_S} s blocks at ${CONNECTIONS} connections, load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}\n`,
  );
  console.log(table(rounds, endpoints));
} finally {
  await cleanUp();
}
