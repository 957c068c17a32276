import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AiProviderName } from './ai.config.js';
import type * as Ai from './ai.schemas.js';
import { wordChunks } from './streaming/text-chunks.js';

/**
 * The AI port: one method per product use. Inject this class; `AiModule` binds it to the
 * adapter chosen by configuration. Every method resolves to validated data or rejects
 * with an `AiError`.
 */
export abstract class AiService {
  /** Which adapter answers, so the UI can say when results come from the offline evaluator. */
  abstract readonly providerName: AiProviderName;

  /** A new practice question on the topic, different from every previous one. */
  abstract drillQuestion(input: Ai.DrillQuestionInput): Promise<Ai.QuestionResult>;

  /** A question grounded in the pasted context (resume, job description, agenda). */
  abstract focusQuestion(input: Ai.FocusQuestionInput): Promise<Ai.QuestionResult>;

  /** Markdown tips for answering the question. */
  abstract questionTips(input: Ai.QuestionTipsInput): Promise<Ai.TipsResult>;

  /** A 1-5 rating on the rubric, with markdown feedback, an example answer and a framework. */
  abstract evaluateAnswer(input: Ai.EvaluateAnswerInput): Promise<Ai.AnswerEvaluation>;

  /**
   * The same evaluation as `evaluateAnswer`, handing on the feedback text as it is written
   * (deltas, in order) before resolving. Adapters that cannot stream send their finished
   * feedback a few words at a time. `cancel` aborts the provider call (the client left).
   */
  async evaluateAnswerStreamed(input: Ai.EvaluateAnswerInput, onFeedbackText: (delta: string) => void, _cancel?: AbortSignal): Promise<Ai.AnswerEvaluation> {
    const evaluation = await this.evaluateAnswer(input);
    for (const chunk of wordChunks(evaluation.feedback)) {
      onFeedbackText(chunk);
      await nextTurn();
    }
    return evaluation;
  }

  /** The script without stage cues, speaker labels and stray whitespace. */
  abstract cleanScript(input: Ai.CleanScriptInput): Promise<Ai.CleanedScript>;

  /** Markdown feedback on a shadowing run from its measured diff, and a 1-5 rating. */
  abstract analyzeShadowing(input: Ai.AnalyzeShadowingInput): Promise<Ai.ShadowingAnalysis>;

  /** A first-person answer to a question heard in a meeting, from the pasted context. */
  abstract meetingAnswer(input: Ai.MeetingAnswerInput): Promise<Ai.MeetingAnswer>;

  /** Part of speech, definition and example for a word; unknown words reject with 404. */
  abstract defineWord(input: Ai.DefineWordInput): Promise<Ai.WordDefinition>;
}
