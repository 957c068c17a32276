import { readFileSync } from 'node:fs';
import { createAiService } from '../ai.module.js';
import type { AiConfig } from '../ai.config.js';
import { parseEvalSet } from './eval-set.js';
import { runEval, type EvalMetrics, type EvalResult } from './run-eval.js';

/**
 * `npm run ai:eval -- --file <path.json> [--json]`: rates a JSON array of
 * {question, answer, grade?} with the configured provider (the same environment variables as
 * the API: AI_PROVIDER, OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, AI_TIMEOUT_MS) and
 * prints a table and agreement metrics, or with --json one JSON object {results, metrics}.
 */
const USAGE = 'Usage: npm run ai:eval -- --file <path.json> [--json]';

async function main(argv: readonly string[]): Promise<number> {
  const fileAt = argv.indexOf('--file');
  const file = fileAt >= 0 ? argv[fileAt + 1] : undefined;
  const asJson = argv.includes('--json');
  if (file === undefined || file.startsWith('--')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    process.stderr.write(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const set = parseEvalSet(text);
  if (!set.ok) {
    process.stderr.write(`${file}: ${set.error}\n`);
    return 2;
  }
  const ai = createAiService(aiConfigFromEnv(process.env));
  const { results, metrics } = await runEval(ai, set.items);
  if (asJson) process.stdout.write(`${JSON.stringify({ results, metrics })}\n`);
  else process.stdout.write(`${table(results)}\n\n${summary(metrics)}\n`);
  return metrics.failed > 0 ? 1 : 0;
}

export function aiConfigFromEnv(env: NodeJS.ProcessEnv): AiConfig {
  const provider = env.AI_PROVIDER === 'openai' || env.AI_PROVIDER === 'offline' ? env.AI_PROVIDER : env.OPENAI_API_KEY ? 'openai' : 'offline';
  const timeout = Number(env.AI_TIMEOUT_MS);
  return {
    provider,
    apiKey: env.OPENAI_API_KEY,
    baseUrl: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL ?? 'gpt-4o-mini',
    timeoutMs: Number.isFinite(timeout) && timeout >= 100 ? timeout : 30_000,
  };
}

function table(results: readonly EvalResult[]): string {
  const rows = results.map((r, i) => [
    String(i + 1),
    r.grade === null ? '-' : String(r.grade),
    r.rating === null ? 'error' : r.rating.toFixed(1),
    r.category ?? '',
    clip(r.question, 40),
    clip(r.error ?? r.answer, 60),
  ]);
  const header = ['#', 'grade', 'rating', 'category', 'question', 'answer'];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const line = (cells: string[]): string =>
    cells
      .map((cell, c) => cell.padEnd(widths[c]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function summary(m: EvalMetrics): string {
  const lines = [`provider: ${m.provider}   rated: ${m.rated}   failed: ${m.failed}`];
  lines.push(
    `ratings by whole grade: ${Object.entries(m.ratingsByGrade)
      .map(([g, n]) => `${g}: ${n}`)
      .join('  ')}`,
  );
  if (m.agreement !== null) {
    const a = m.agreement;
    lines.push(`Spearman ${a.spearman.toFixed(3)}   QWK ${a.qwk.toFixed(3)}   exact ${pct(a.exact)}   within one ${pct(a.withinOne)}   (n=${a.count})`);
  } else lines.push('agreement: needs items with at least two different grades');
  lines.push(`graded 1-2 but rated above 2: ${m.gradedLowRatedAboveTwo}`);
  if (m.meanSignedError !== null) lines.push(`mean signed error (rating - grade): ${m.meanSignedError.toFixed(2)}`);
  if (m.byCategory.length > 0) {
    lines.push('', 'by category:');
    for (const c of m.byCategory) {
      const graded =
        c.meanGrade === null ? '' : `  grade ${c.meanGrade.toFixed(2)}  error ${c.meanSignedError?.toFixed(2)}  within one ${pct(c.withinOne ?? 0)}`;
      const misses = [
        c.gradedLowRatedAboveTwo > 0 ? `${c.gradedLowRatedAboveTwo} low-graded above 2` : '',
        c.gradedFiveRatedBelowFour > 0 ? `${c.gradedFiveRatedBelowFour} graded 5 below 4` : '',
      ]
        .filter((x) => x !== '')
        .join(', ');
      lines.push(`  ${c.category.padEnd(22)} n=${String(c.count).padEnd(3)} rating ${c.meanRating.toFixed(2)}${graded}${misses === '' ? '' : `  (${misses})`}`);
    }
  }
  return lines.join('\n');
}

const clip = (text: string, width: number): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= width ? flat : `${flat.slice(0, width - 1)}…`;
};
const pct = (x: number): string => `${Math.round(x * 100)}%`;

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
