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
  /** Mean of rating minus grade over graded items: negative when the rater under-rates. */
  meanSignedError: number | null;
  /** The same figures for each `category` the items carry (none when no item has one). */
  byCategory: CategoryMetrics[];
}

export interface CategoryMetrics {
  category: string;
  count: number;
  meanGrade: number | null;
  meanRating: number;
  meanSignedError: number | null;
  withinOne: number | null;
  /** Graded 1-2 but rated above 2. */
  gradedLowRatedAboveTwo: number;
  /** Graded 5 but rated below 4. */
  gradedFiveRatedBelowFour: number;
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
    agreement:
      new Set(graded.map((r) => r.grade)).size >= 2
        ? agreement(
            graded.map((r) => r.rating),
            graded.map((r) => r.grade),
          )
        : null,
    ratingsByGrade,
    gradedLowRatedAboveTwo: graded.filter((r) => r.grade <= 2 && r.rating > 2).length,
    meanSignedError: graded.length === 0 ? null : round2(mean(graded.map((r) => r.rating - r.grade))),
    byCategory: byCategory(rated),
  };
}

function byCategory(rated: ReadonlyArray<EvalResult & { rating: number }>): CategoryMetrics[] {
  const groups = new Map<string, Array<EvalResult & { rating: number }>>();
  for (const r of rated) if (r.category !== null) groups.set(r.category, [...(groups.get(r.category) ?? []), r]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, items]) => {
      const graded = items.filter((r): r is EvalResult & { rating: number; grade: number } => r.grade !== null);
      return {
        category,
        count: items.length,
        meanGrade: graded.length === 0 ? null : round2(mean(graded.map((r) => r.grade))),
        meanRating: round2(mean(items.map((r) => r.rating))),
        meanSignedError: graded.length === 0 ? null : round2(mean(graded.map((r) => r.rating - r.grade))),
        withinOne: graded.length === 0 ? null : round2(graded.filter((r) => Math.abs(toGrade(r.rating) - r.grade) <= 1).length / graded.length),
        gradedLowRatedAboveTwo: graded.filter((r) => r.grade <= 2 && r.rating > 2).length,
        gradedFiveRatedBelowFour: graded.filter((r) => r.grade === 5 && r.rating < 4).length,
      };
    });
}

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
const round2 = (x: number): number => Math.round(x * 100) / 100;
