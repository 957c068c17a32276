import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AiProviderName } from './ai.config.js';
import type {
  AnalyzeShadowingInput,
  AnswerEvaluation,
  CleanScriptInput,
  CleanedScript,
  DefineWordInput,
  DrillQuestionInput,
  EvaluateAnswerInput,
  FocusQuestionInput,
  MeetingAnswer,
  MeetingAnswerInput,
  QuestionResult,
  QuestionTipsInput,
  ShadowingAnalysis,
  TipsResult,
  WordDefinition,
} from './ai.schemas.js';
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
  abstract drillQuestion(input: DrillQuestionInput): Promise<QuestionResult>;

  /** A question grounded in the pasted context (resume, job description, agenda). */
  abstract focusQuestion(input: FocusQuestionInput): Promise<QuestionResult>;

  /** Markdown tips for answering the question. */
  abstract questionTips(input: QuestionTipsInput): Promise<TipsResult>;

  /** A 1-5 rating on the rubric, with markdown feedback, an example answer and a framework. */
  abstract evaluateAnswer(input: EvaluateAnswerInput): Promise<AnswerEvaluation>;

  /**
   * The same evaluation as `evaluateAnswer`, handing on the feedback text as it is written
   * (deltas, in order) before resolving. Adapters that cannot stream send their finished
   * feedback a few words at a time.
   */
  async evaluateAnswerStreamed(input: EvaluateAnswerInput, onFeedbackText: (delta: string) => void): Promise<AnswerEvaluation> {
    const evaluation = await this.evaluateAnswer(input);
    for (const chunk of wordChunks(evaluation.feedback)) {
      onFeedbackText(chunk);
      await nextTurn();
    }
    return evaluation;
  }

  /** The script without stage cues, speaker labels and stray whitespace. */
  abstract cleanScript(input: CleanScriptInput): Promise<CleanedScript>;

  /** Markdown feedback on a shadowing run from its measured diff, and a 1-5 rating. */
  abstract analyzeShadowing(input: AnalyzeShadowingInput): Promise<ShadowingAnalysis>;

  /** A first-person answer to a question heard in a meeting, from the pasted context. */
  abstract meetingAnswer(input: MeetingAnswerInput): Promise<MeetingAnswer>;

  /** Part of speech, definition and example for a word; unknown words reject with 404. */
  abstract defineWord(input: DefineWordInput): Promise<WordDefinition>;
}
