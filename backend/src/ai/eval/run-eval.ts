import type { AiService } from '../ai.service.js';
import type { EvalItem } from './eval-set.js';
import { agreement, toGrade, type AgreementMetrics } from './metrics.js';

export interface EvalResult {
  question: string;
  answer: string;
  grade: number | null;
  rating: number | null;
  category: string | null;
  /** Set when the provider failed on this item. */
  error: string | null;
  rating_explanation: string | null;
}

export interface EvalMetrics {
  provider: string;
  rated: number;
  failed: number;
  /** Present when the rated items carry at least two different grades (agreement is undefined otherwise). */
  agreement: AgreementMetrics | null;
  /** How many rated items land on each whole grade 1-5. */
  ratingsByGrade: Record<string, number>;
  /** Items graded 1-2 (adversarial or weak) that were rated above 2. */
  gradedLowRatedAboveTwo: number;
}

/** Rates every item in order with the given provider, one at a time. */
export async function runEval(ai: AiService, items: readonly EvalItem[]): Promise<{ results: EvalResult[]; metrics: EvalMetrics }> {
  const results: EvalResult[] = [];
  for (const item of items) {
    const base = { question: item.question, answer: item.answer, grade: item.grade ?? null, category: item.category ?? null };
    try {
      const evaluation = await ai.evaluateAnswer({ question: item.question, answer: item.answer, topic: item.topic ?? 'Practice', context: item.context });
      results.push({ ...base, rating: evaluation.rating, error: null, rating_explanation: evaluation.rating_explanation });
    } catch (error) {
      results.push({ ...base, rating: null, error: error instanceof Error ? error.message : String(error), rating_explanation: null });
    }
  }
  return { results, metrics: summarise(ai.providerName, results) };
}

function summarise(provider: string, results: readonly EvalResult[]): EvalMetrics {
  const rated = results.filter((r): r is EvalResult & { rating: number } => r.rating !== null);
  const graded = rated.filter((r): r is EvalResult & { rating: number; grade: number } => r.grade !== null);
  const ratingsByGrade: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const r of rated) ratingsByGrade[String(toGrade(r.rating))] += 1;
  return {
    provider,
    rated: rated.length,
    failed: results.length - rated.length,
    agreement: new Set(graded.map((r) => r.grade)).size >= 2 ? agreement(graded.map((r) => r.rating), graded.map((r) => r.grade)) : null,
    ratingsByGrade,
    gradedLowRatedAboveTwo: graded.filter((r) => r.grade <= 2 && r.rating > 2).length,
  };
}
