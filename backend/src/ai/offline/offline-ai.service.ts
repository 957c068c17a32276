import type { OnModuleDestroy } from '@nestjs/common';
import { AiError } from '../ai.errors.js';
import { AI_LIMITS, assertAnswerInput, assertAskedInput, assertQuestionInput, assertShadowingInput, assertTextSize, requireWord } from '../ai.limits.js';
import {
  answerEvaluationSchema,
  cleanedScriptSchema,
  meetingAnswerSchema,
  questionResultSchema,
  shadowingAnalysisSchema,
  tipsResultSchema,
  wordDefinitionSchema,
} from '../ai.schemas.js';
import type * as Ai from '../ai.schemas.js';
import { AiService } from '../ai.service.js';
import { rateShadowing } from '../shadowing-rating.js';
import { suggestSpellings } from '../wordnet/spelling-suggestions.js';
import { WordNetDictionary } from '../wordnet/wordnet-dictionary.js';
import { rateAnswer } from './answer-rater.js';
import { pickDrillQuestion } from './drill-questions.js';
import { pickFocusQuestion } from './focus-questions.js';
import { answerFromContext } from './meeting-answerer.js';
import { writeTips } from './question-tips.js';
import { cleanScriptText } from './script-cleaner.js';
import { writeShadowingAnalysis } from './shadowing-feedback.js';

/**
 * The AI port with no provider: deterministic heuristics on the same rubric, a question bank,
 * and WordNet for definitions. Used when no API key is configured, and in tests.
 */
export class OfflineAiService extends AiService implements OnModuleDestroy {
  readonly providerName = 'offline' as const;

  constructor(private readonly dictionary: WordNetDictionary = new WordNetDictionary()) {
    super();
  }

  /** Closes the WordNet data files when the app stops. */
  async onModuleDestroy(): Promise<void> {
    await this.dictionary.close();
  }

  async drillQuestion(input: Ai.DrillQuestionInput): Promise<Ai.QuestionResult> {
    assertQuestionInput(input);
    // Regular mode asks about the topic even when the session keeps a context from Focus Mode.
    return questionResultSchema.parse({ question: pickDrillQuestion(input.topic, input.previousQuestions) });
  }

  async focusQuestion(input: Ai.FocusQuestionInput): Promise<Ai.QuestionResult> {
    assertQuestionInput(input);
    return questionResultSchema.parse({ question: pickFocusQuestion(input.topic, input.context, input.previousQuestions) });
  }

  async questionTips(input: Ai.QuestionTipsInput): Promise<Ai.TipsResult> {
    assertAskedInput(input);
    return tipsResultSchema.parse({ tips: writeTips(input.question, input.context) });
  }

  async evaluateAnswer(input: Ai.EvaluateAnswerInput): Promise<Ai.AnswerEvaluation> {
    assertAnswerInput(input);
    return answerEvaluationSchema.parse(rateAnswer(input));
  }

  async cleanScript(input: Ai.CleanScriptInput): Promise<Ai.CleanedScript> {
    assertTextSize('script', input.content, AI_LIMITS.script);
    return cleanedScriptSchema.parse({ cleaned_content: cleanScriptText(input.content) });
  }

  async analyzeShadowing(input: Ai.AnalyzeShadowingInput): Promise<Ai.ShadowingAnalysis> {
    assertShadowingInput(input);
    return shadowingAnalysisSchema.parse({
      analysis: writeShadowingAnalysis(input.scriptContent, input.metrics),
      rating: rateShadowing(input.metrics),
    });
  }

  async meetingAnswer(input: Ai.MeetingAnswerInput): Promise<Ai.MeetingAnswer> {
    assertAskedInput(input);
    return meetingAnswerSchema.parse({ answer: answerFromContext(input.context, input.question) });
  }

  async defineWord(input: Ai.DefineWordInput): Promise<Ai.WordDefinition> {
    const word = requireWord(input.word);
    const definition = await this.dictionary.define(word);
    if (definition === null) throw AiError.unknownWord(word, suggestSpellings(word));
    return wordDefinitionSchema.parse(definition);
  }
}
