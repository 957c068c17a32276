import { z } from 'zod';

/**
 * What each AiService method returns. Both adapters validate their output against these,
 * so callers can trust the shape whatever the provider said.
 */

const markdown = z.string().trim().min(1);
const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

export const ANSWER_FRAMEWORKS = ['STAR', 'CAR', 'SOAR', 'PAR', 'PREP'] as const;
export const answerFrameworkSchema = z.enum(ANSWER_FRAMEWORKS);
export type AnswerFramework = z.infer<typeof answerFrameworkSchema>;

export const questionResultSchema = z.object({ question: z.string().trim().min(1) });
export type QuestionResult = z.infer<typeof questionResultSchema>;

export const tipsResultSchema = z.object({ tips: markdown });
export type TipsResult = z.infer<typeof tipsResultSchema>;

export const answerEvaluationSchema = z.object({
  rating: z.number().min(1).max(5).transform(oneDecimal),
  feedback: markdown,
  rating_explanation: z.string().trim().min(1),
  example_answer: z.string().trim().min(1),
  framework: answerFrameworkSchema.nullable(),
});
export type AnswerEvaluation = z.infer<typeof answerEvaluationSchema>;

export const cleanedScriptSchema = z.object({ cleaned_content: z.string() });
export type CleanedScript = z.infer<typeof cleanedScriptSchema>;

export const shadowingAnalysisSchema = z.object({
  analysis: markdown,
  rating: z.number().min(1).max(5).transform(oneDecimal),
});
export type ShadowingAnalysis = z.infer<typeof shadowingAnalysisSchema>;

export const meetingAnswerSchema = z.object({ answer: z.string().trim().min(1) });
export type MeetingAnswer = z.infer<typeof meetingAnswerSchema>;

export const PARTS_OF_SPEECH = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'determiner',
  'interjection',
  'phrase',
] as const;
export const wordDefinitionSchema = z.object({
  word: z.string().trim().min(1),
  part_of_speech: z.enum(PARTS_OF_SPEECH),
  definition: z.string().trim().min(1),
  // Empty when no real usage of the word is known: better no example than a made-up template.
  example_sentence: z.string().trim(),
});
export type WordDefinition = z.infer<typeof wordDefinitionSchema>;

/* Inputs. The HTTP layer validates requests; these are what the services hand over. */

export interface DrillQuestionInput {
  topic: string;
  context?: string;
  /** Questions already asked in this session, so none is repeated. */
  previousQuestions: readonly string[];
}

export interface FocusQuestionInput {
  topic: string;
  /** The pasted resume, job description or agenda the question must be grounded in. */
  context: string;
  previousQuestions: readonly string[];
}

export interface QuestionTipsInput {
  question: string;
  topic: string;
  context?: string;
}

export interface EvaluateAnswerInput {
  question: string;
  answer: string;
  topic: string;
  context?: string;
}

export interface CleanScriptInput {
  content: string;
}

/** Measured by the caller with a word-level diff; the AI only writes about them. */
export interface ShadowingMetrics {
  /** Percent, 0-100. */
  match_accuracy: number;
  words_matched: number;
  total_script_words: number;
  words_missed: number;
  words_added: number;
  missed_words: readonly string[];
  added_words: readonly string[];
}

export interface AnalyzeShadowingInput {
  scriptContent: string;
  spokenText: string;
  metrics: ShadowingMetrics;
}

export interface MeetingAnswerInput {
  context: string;
  question: string;
  title?: string;
}

export interface DefineWordInput {
  word: string;
}
