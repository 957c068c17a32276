import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { capacityTable, streamsTable } from './capacity.mjs';
import { abuseTable } from './large-bodies.mjs';
import { scalingTable } from './scaling.mjs';
import { trackerTable } from './shadowing-tracker.mjs';
import { raterCostTable } from './rater-cost.mjs';
import { startDrillTable } from './start-drill.mjs';
import { stopAndAnalyzeTable } from './stop-and-analyze.mjs';
import { streamedFeedbackTable } from './streamed-feedback.mjs';
import { FRESH } from './api-load.mjs';

/** The targets of issue 8; a KB is 1024 bytes. */
export const TARGETS = {
  dataEndpointRatio: 0.6,
  dataEndpointP99Ms: 50,
  shellFirstPageJsKb: 110,
  remoteOwnKb: 20,
  chartChunkKb: 195,
  clickToRemoteMs: 100,
};

export function machine() {
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    date: new Date().toISOString(),
    loadAverageAtStart: loadavg().map((value) => Math.round(value * 10) / 10),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(0));
const cpu = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(2));
const mark = (ok) => (ok ? 'meets' : '**misses**');

function apiStatus(result) {
  if (result.name === 'GET /api/health') return 'floor';
  const ok = result.ratioToFloor >= TARGETS.dataEndpointRatio && result.p99Ms <= TARGETS.dataEndpointP99Ms && result.errors === 0 && result.non2xx === 0;
  if (result.name === 'POST /api/login') return `${mark(ok)} (argon2id by design)`;
  if (result.name.endsWith(FRESH)) return `${mark(ok)} (past the cache, for comparison)`;
  return mark(ok);
}

function apiTable(api) {
  const lines = [
    `### API under load (autocannon, ${api.connections} connections, ${api.durationS} s each, loopback)`,
    '',
    '| endpoint | req/s | floor req/s | × floor | p50 ms | p99 ms | errors | non-2xx | JSON bytes | on the wire | API CPU ms/req | PG CPU ms/req | target: ≥ 60% of floor, p99 ≤ 50 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const result of api.results) {
    const ratio = result.ratioToFloor === null ? 'n/a' : `${(result.ratioToFloor * 100).toFixed(0)}%`;
    const latency = (value) => (result.requests > 0 ? value : 'n/a');
    lines.push(
      `| ${result.name} | ${result.requestsPerSecond.toFixed(0)} | ${result.floorBeside?.toFixed(0) ?? 'n/a'} | ${ratio} | ${latency(result.p50Ms)} | ${latency(result.p99Ms)} | ${result.errors} | ${result.non2xx} | ${result.bodyBytes} | ${result.wireBytesPerResponse ?? 'n/a'} | ${cpu(result.apiCpuMsPerRequest)} | ${cpu(result.postgresCpuMsPerRequest)} | ${apiStatus(result)} |`,
    );
  }
  lines.push('');
  lines.push(
    `- floor req/s: GET /api/health at ${api.connections} connections measured for a few seconds just before and just after the row (mean); × floor is the row's share of it.`,
  );
  for (const line of api.skipped) lines.push(`- ${line}`);
  const busiest = Math.max(...api.results.map((result) => result.loadAverage1m ?? 0));
  if (busiest > api.cpus) {
    lines.push(
      `- The machine was busy during the run (1-minute load average up to ${busiest.toFixed(1)} on ${api.cpus} CPUs): requests/s and latencies are lower than on an idle machine; CPU ms per request is the steadier figure.`,
    );
  }
  return lines;
}

function bundleTable(bundles) {
  const { shellFirstPage, signedInFirstPage } = bundles;
  const lines = [
    '### Bundles (gzip of the served bytes, what Chromium loaded)',
    '',
    '| what | JS gzip KB | CSS gzip KB | JS raw KB | JS on the wire KB | files | target |',
    '|---|---:|---:|---:|---:|---:|---|',
    `| shell first page (signed out, login) | ${kb(shellFirstPage.jsGzip)} | ${kb(shellFirstPage.cssGzip)} | ${kb(shellFirstPage.jsBytes)} | ${kb(shellFirstPage.jsWire)} | ${shellFirstPage.files} | JS ≤ ${TARGETS.shellFirstPageJsKb} KB: ${mark(shellFirstPage.jsGzip <= TARGETS.shellFirstPageJsKb * 1024)} |`,
    `| … of which arrived before the login heading showed | ${kb(shellFirstPage.beforeRender.jsGzip)} | ${kb(shellFirstPage.beforeRender.cssGzip)} | ${kb(shellFirstPage.beforeRender.jsBytes)} | ${kb(shellFirstPage.beforeRender.jsWire)} | ${shellFirstPage.beforeRender.files} | |`,
    `| signed-in first page: shell part | ${kb(signedInFirstPage.shell.jsGzip)} | ${kb(signedInFirstPage.shell.cssGzip)} | ${kb(signedInFirstPage.shell.jsBytes)} | ${kb(signedInFirstPage.shell.jsWire)} | ${signedInFirstPage.shell.files} | |`,
    `| signed-in first page: everything (shell + drill) | ${kb(signedInFirstPage.all.jsGzip)} | ${kb(signedInFirstPage.all.cssGzip)} | ${kb(signedInFirstPage.all.jsBytes)} | ${kb(signedInFirstPage.all.jsWire)} | ${signedInFirstPage.all.files} | |`,
  ];
  // Judged on the JS gzip column, as the shell's first page is; the CSS is shown beside it.
  for (const remote of bundles.remotes) {
    const early = remote.beforeRender && remote.beforeRender.jsGzip !== remote.jsGzip ? ` (${kb(remote.beforeRender.jsGzip)} before its heading showed)` : '';
    const apart = remote.separateChunks?.length > 0 ? `, less its ${remote.separateChunks.map((chunk) => chunk.title.replace(/ \(.*\)$/, '')).join(', ')}` : '';
    lines.push(
      `| remote ${remote.remote} (${remote.path}), own files${apart} | ${kb(remote.jsGzip)}${early} | ${kb(remote.cssGzip)} | ${kb(remote.jsBytes)} | ${kb(remote.jsWire)} | ${remote.files} | JS ≤ ${TARGETS.remoteOwnKb} KB: ${mark(remote.jsGzip <= TARGETS.remoteOwnKb * 1024)} |`,
    );
    for (const chunk of remote.separateChunks ?? []) {
      const judged = chunk.loaded ? mark(chunk.jsGzip <= TARGETS.chartChunkKb * 1024) : '**misses** (not loaded: no file matched)';
      const elsewhere = chunk.loadedElsewhere ?? [];
      const only = elsewhere.length === 0 ? `on ${remote.path} only: meets` : `on ${remote.path} only: **misses** (also loaded on ${elsewhere.join(', ')})`;
      lines.push(
        `| ${chunk.title} | ${kb(chunk.jsGzip)} | ${kb(chunk.cssGzip)} | ${kb(chunk.jsBytes)} | ${kb(chunk.jsWire)} | ${chunk.files} | JS ≤ ${TARGETS.chartChunkKb} KB: ${judged}; ${only} |`,
      );
    }
  }
  const encodings = bundles.encodings.length > 0 ? bundles.encodings.join(', ') : 'none';
  lines.push(
    '',
    `- Targets are judged on the JS gzip column (zlib default level on the decoded files); CSS is shown beside it. The server's own Content-Encoding for JS/CSS: ${encodings} ("on the wire").`,
  );
  return lines;
}

function browserTable(browser) {
  const { shell } = browser;
  const lines = [
    `### Browser (Chromium, loopback, no throttling, median of ${browser.runs})`,
    '',
    '| measure | ms |',
    '|---|---:|',
    `| shell: navigation start -> login heading visible (signed out) | ${ms(shell.loginHeadingMs)} |`,
    `| shell: navigation start -> frame visible (signed in) | ${ms(shell.frameMs)} |`,
    `| shell: navigation start -> Speaking Drill heading (signed in) | ${ms(shell.drillHeadingMs)} |`,
    '',
    `| click -> remote rendered | cold ms | warm ms | target ≤ ${TARGETS.clickToRemoteMs} ms |`,
    '|---|---:|---:|---|',
  ];
  for (const remote of browser.remotes) {
    const ok = remote.coldMs !== null && remote.warmMs !== null && remote.coldMs <= TARGETS.clickToRemoteMs && remote.warmMs <= TARGETS.clickToRemoteMs;
    lines.push(`| ${remote.link} (${remote.remote}) | ${ms(remote.coldMs)} | ${ms(remote.warmMs)} | ${mark(ok)} |`);
  }
  return lines;
}

/** The markdown the terminal shows and the README quotes. */
export function markdown(results) {
  const m = results.machine;
  const lines = [
    `Taken ${m.date.slice(0, 10)} on ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGb} GB RAM, Node ${m.node}; load average at start ${m.loadAverageAtStart.join(' / ')}; whole run ${results.totalSeconds.toFixed(0)} s.`,
    '',
  ];
  if (results.api) lines.push(...apiTable(results.api), '');
  if (results.analyzeAbuse || results.largeBodies) lines.push(...abuseTable(results), '');
  if (results.scaling) lines.push(...scalingTable(results.scaling), '');
  if (results.bundles) lines.push(...bundleTable(results.bundles), '');
  if (results.browser) lines.push(...browserTable(results.browser), '');
  if (results.startDrill) lines.push(...startDrillTable(results.startDrill), '');
  if (results.stopAndAnalyze) lines.push(...stopAndAnalyzeTable(results.stopAndAnalyze), '');
  if (results.tracker) lines.push(...trackerTable(results.tracker), '');
  if (results.raterCost) lines.push(...raterCostTable(results.raterCost), '');
  if (results.streamedFeedback) lines.push(...streamedFeedbackTable(results.streamedFeedback), '');
  if (results.capacity) lines.push(...capacityTable(results.capacity), '');
  if (results.streams) lines.push(...streamsTable(results.streams), '');
  if (results.streamsSpread) lines.push(...streamsTable(results.streamsSpread), '');
  for (const failure of results.failures) lines.push(`- ${failure}`);
  if (results.apiErrors?.length > 0) {
    if (lines.at(-1) !== '') lines.push('');
    lines.push(
      'Errors the API logged during the run (clients that gave up mid-response show as "premature close"):',
      '',
      ...results.apiErrors.map((line) => `- ${line}`),
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export function writeResults(directory, results, name = 'latest') {
  mkdirSync(directory, { recursive: true });
  const text = markdown(results);
  writeFileSync(join(directory, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(directory, `${name}.md`), text);
  return text;
}
