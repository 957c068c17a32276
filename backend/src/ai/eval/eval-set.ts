import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';

/** One item of an evaluation file: what to rate and, optionally, the grade a person gave it. */
export const evalItemSchema = z.object({
  question: z.string().trim().min(1),
  answer: z.string(),
  grade: z.number().int().min(1).max(5).optional(),
  topic: z.string().optional(),
  context: z.string().optional(),
  reason: z.string().optional(),
  category: z.string().optional(),
});
export type EvalItem = z.infer<typeof evalItemSchema>;

export const evalSetSchema = z.array(evalItemSchema).min(1);

/** Parses the file's text, or says in one line what is wrong with it. */
export function parseEvalSet(text: string): { ok: true; items: EvalItem[] } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const parsed = evalSetSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `expected an array of {question, answer, grade?}: at ${issue.path.join('.') || 'top level'}: ${issue.message}` };
  }
  return { ok: true, items: parsed.data };
}

/** One answer of a graded set in `data/`, by its id, as the rater takes it: the blind material the specs rate. */
export function gradedAnswer(file: string, id: string): { question: string; answer: string; topic: string } {
  const items = JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')) as Array<{
    id?: string;
    question: string;
    answer: string;
    topic?: string;
  }>;
  const item = items.find((i) => i.id === id);
  if (item === undefined) throw new Error(`no item ${id} in ${file}`);
  return { question: item.question, answer: item.answer, topic: item.topic ?? '' };
}

/** A graded answer of the sets in `data/`, with the file it is in: what the guard specs read every rule against. */
export interface GradedSetItem {
  file: string;
  id: string;
  question: string;
  answer: string;
  grade: number;
  topic: string;
  /** The writer's kind of answer ("genuine", "excellent-short", "junk:advice"...), '' where the set has none. */
  category: string;
}

/**
 * Every item of the graded sets in `data/` (grade 0 where an item has none), written and graded blind, set by set in
 * file-name order. The built trainer, which has no `data/` beside it, names the folder.
 */
export function gradedSetItems(data = new URL('./data/', import.meta.url)): GradedSetItem[] {
  return readdirSync(data)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) =>
      (
        JSON.parse(readFileSync(new URL(file, data), 'utf8')) as Array<{
          id?: string;
          question: string;
          answer: string;
          grade?: number;
          topic?: string;
          category?: string;
        }>
      ).map((item, index) => ({
        file,
        id: item.id ?? `#${index}`,
        question: item.question,
        answer: item.answer,
        grade: item.grade ?? 0,
        topic: item.topic ?? '',
        category: item.category ?? '',
      })),
    );
}
