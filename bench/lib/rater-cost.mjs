#!/usr/bin/env node
// The offline rater's CPU for one answer: the largest answer the contract accepts (10,000
// characters) and a typical spoken answer (about 150 words). The answer write pays this on
// every answer, so the budget lives here, not in a timed unit test.
// Runs inside `npm run bench` (after its build), or alone: `node bench/lib/rater-cost.mjs` on a built backend.
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const RATER_TARGET_MS = 50;
const RUNS = 15;
/** Ratings before measuring: until about 40, V8 is still compiling the rater and each costs 2-4 times more. */
const WARM_UP = 40;

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const raterDist = join(repoRoot, 'backend', 'dist', 'ai', 'offline', 'answer-rater.js');

const STORY = 'On the night shift I checked the drug chart against the wristband, called the registrar about a falling blood pressure, and wrote it up. ';
const TYPICAL =
  'um so last winter on a night shift one of my patients, an older man two days after a hip operation, became confused and his breathing got faster. ' +
  'I checked his observations again, his oxygen was down to 91 percent and his temperature was up, so I called the doctor on call and gave the handover ' +
  'in the SBAR format, situation, background, assessment and what I needed. While I waited I sat him up, started oxygen as prescribed and stayed with him. ' +
  'The doctor came within ten minutes, they started antibiotics for a chest infection, and by the morning he was calmer and his oxygen was back to 96. ' +
  'I learned to trust small changes and to escalate early rather than wait for the next round.';

/**
 * Median CPU milliseconds of `runs` ratings of one input, after WARM_UP ratings that load the vectors
 * and let V8 compile the rater's hot code, as it is in an API that has rated a few dozen answers.
 * Each rating gets an answer not rated before (a run number in front, cut to the contract's 10,000
 * characters): the rater keeps work per question and per text, and a user's answer is new every time.
 */
function medianCpuMs(rateAnswer, input, runs) {
  const fresh = (run) => ({ ...input, answer: `(${run}) ${input.answer}`.slice(0, 10_000) });
  for (let run = 0; run < WARM_UP; run++) rateAnswer(fresh(-run));
  const used = Array.from({ length: runs }, (_, run) => {
    const answer = fresh(run + 1);
    const start = process.cpuUsage();
    rateAnswer(answer);
    const cpu = process.cpuUsage(start);
    return (cpu.user + cpu.system) / 1000;
  }).sort((a, b) => a - b);
  return Math.round(used[Math.floor(runs / 2)] * 10) / 10;
}

export async function measureRaterCost() {
  /** @type {{ rateAnswer: (input: { question: string; answer: string; topic: string }) => unknown }} */
  const { rateAnswer } = await import(pathToFileURL(raterDist).href);
  const question = 'Tell me about a time you noticed a patient getting worse.';
  const topic = 'Job interview: nurse';
  const largest = STORY.repeat(Math.ceil(10_000 / STORY.length)).slice(0, 10_000);
  return {
    largestMs: medianCpuMs(rateAnswer, { question, answer: largest, topic }, RUNS),
    typicalMs: medianCpuMs(rateAnswer, { question, answer: TYPICAL, topic }, RUNS),
    typicalWords: TYPICAL.split(/\s+/).length,
    runs: RUNS,
    loadAverage1m: Math.round(loadavg()[0] * 10) / 10,
  };
}

/** @param {Awaited<ReturnType<typeof measureRaterCost>>} cost */
export function raterCostTable(cost) {
  return [
    `### Offline rater, CPU per answer (median of ${cost.runs}, load average ${cost.loadAverage1m})`,
    '',
    `| answer | CPU ms | target |`,
    '|---|---:|---|',
    `| 10,000 characters (the contract's largest) | ${cost.largestMs} | ≤ ${RATER_TARGET_MS} ms: ${cost.largestMs <= RATER_TARGET_MS ? 'meets' : '**misses**'} |`,
    `| a typical spoken answer (${cost.typicalWords} words) | ${cost.typicalMs} | |`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(raterCostTable(await measureRaterCost()).join('\n'));
}
