import { Logger, type LoggerService } from '@nestjs/common';
import OpenAI from 'openai';
import { isCueCard, isIeltsPart2Topic, topicWithoutFocusMarker } from '@speakwell/contracts';
import { z } from 'zod';
import type { AiConfig } from '../ai.config.js';
import { AiError, AiErrorCode } from '../ai.errors.js';
import { AI_LIMITS, assertAnswerInput, assertAskedInput, assertQuestionInput, assertShadowingInput, assertTextSize, requireWord } from '../ai.limits.js';
import { cleanedScriptSchema, meetingAnswerSchema, questionResultSchema, tipsResultSchema, wordDefinitionSchema } from '../ai.schemas.js';
import type * as Ai from '../ai.schemas.js';
import { AiService } from '../ai.service.js';
import { MAX_TOKENS, PROMPTS_V2, TEMPERATURE, type PromptName } from '../prompts/instructions.v2.js';
import { rateShadowing } from '../shadowing-rating.js';
import { suggestSpellings } from '../wordnet/spelling-suggestions.js';
import { dataBlocks } from './prompt-data.js';
import { abortReason, deadlineExceeded, withinDeadline } from './call-deadline.js';
import { toAiError } from './provider-errors.js';
import { rejectEvaluationReply, toEvaluation } from './evaluation-reply.js';
import { defineWordReplySchema, evaluationReplySchema, shadowingReplySchema } from './reply-schemas.js';
import { toStrictJsonSchema, type JsonSchema } from './strict-json-schema.js';
import { streamCompletion, type CompletionParams } from './streamed-completion.js';
import { StreamedStringField } from '../streaming/json-string-field.js';

/** One automatic retry for network-level failures; a second one would double the wait. */
const SDK_MAX_RETRIES = 1;
/** Only the most recent questions are sent: enough to avoid repeats, bounded in size. */
const PREVIOUS_QUESTIONS_SENT = 40;

type UsageLogger = Pick<LoggerService, 'log' | 'warn'>;

interface CompletionRequest<S extends z.ZodType> {
  method: PromptName;
  schema: S;
  user: string;
  /** Extra checks on a well-formed reply; a returned string is the reason it is unusable. */
  reject?: (reply: z.output<S>) => string | null;
}

/** The AI port over any OpenAI-compatible chat completions API, with JSON-schema outputs. */
export class OpenAiService extends AiService {
  readonly providerName = 'openai' as const;
  private readonly client: OpenAI;
  private readonly jsonSchemas = new Map<PromptName, JsonSchema>();

  constructor(
    private readonly config: AiConfig,
    private readonly logger: UsageLogger = new Logger('AiService'),
  ) {
    super();
    this.client = new OpenAI({
      // Local servers (Ollama, vLLM) ignore the key but the SDK insists on one.
      apiKey: config.apiKey ?? 'not-needed',
      baseURL: config.baseUrl,
      timeout: config.timeoutMs,
      maxRetries: SDK_MAX_RETRIES,
    });
  }

  async drillQuestion(input: Ai.DrillQuestionInput): Promise<Ai.QuestionResult> {
    return this.askQuestion('drillQuestion', input);
  }

  async focusQuestion(input: Ai.FocusQuestionInput): Promise<Ai.QuestionResult> {
    return this.askQuestion('focusQuestion', input);
  }

  /** Both question kinds send the same data; their prompts (by method) differ. */
  private askQuestion(method: 'drillQuestion' | 'focusQuestion', input: Ai.DrillQuestionInput): Promise<Ai.QuestionResult> {
    assertQuestionInput(input);
    // An "IELTS part 2" session asks part 2 cue cards only.
    const cueCards = method === 'drillQuestion' && isIeltsPart2Topic(input.topic);
    return this.complete({
      method: cueCards ? 'ieltsCueCard' : method,
      schema: questionResultSchema,
      user: dataBlocks({ topic: topicWithoutFocusMarker(input.topic), context: input.context, previous_questions: listPrevious(input.previousQuestions) }),
      reject: (reply) =>
        repeatedQuestion(reply.question, input.previousQuestions) ?? (cueCards && !isCueCard(reply.question) ? 'not an IELTS part 2 cue card' : null),
    });
  }

  async questionTips(input: Ai.QuestionTipsInput): Promise<Ai.TipsResult> {
    assertAskedInput(input);
    return this.complete({
      method: 'questionTips',
      schema: tipsResultSchema,
      user: dataBlocks({ topic: topicWithoutFocusMarker(input.topic), question: input.question, context: input.context }),
    });
  }

  async evaluateAnswer(input: Ai.EvaluateAnswerInput): Promise<Ai.AnswerEvaluation> {
    const reply = await this.complete(evaluationRequest(input));
    return toEvaluation(reply, input);
  }

  /**
   * The evaluation as one streamed completion: the feedback field is handed on while the
   * model writes it; the finished reply is read, checked and gated as `evaluateAnswer` does.
   * A stream cannot be taken back, so an unusable reply is a 502 rather than a retry.
   */
  override async evaluateAnswerStreamed(
    input: Ai.EvaluateAnswerInput,
    onFeedbackText: (delta: string) => void,
    cancel?: AbortSignal,
  ): Promise<Ai.AnswerEvaluation> {
    const request = evaluationRequest(input);
    const feedback = new StreamedStringField('feedback', onFeedbackText);
    const content = await withinDeadline(
      this.config.timeoutMs,
      async (signal) => {
        const started = performance.now();
        try {
          const content = await streamCompletion(this.client, this.completionParams(request), signal, (piece) => feedback.push(piece));
          this.logger.log(`${request.method} model=${this.config.model} streamed ms=${Math.round(performance.now() - started)}`);
          return content;
        } catch (error) {
          const ms = Math.round(performance.now() - started);
          const mapped = signal.aborted ? abortReason(signal) : error instanceof AiError ? error : toAiError(error, ms >= this.config.timeoutMs);
          this.logger.warn(
            `${request.method} model=${this.config.model} stream failed after ${ms} ms: ${mapped.code} (${signal.aborted ? mapped.message : describe(error)})`,
          );
          throw mapped;
        }
      },
      cancel,
    );
    const reply = this.readReply(request, content);
    if (!reply.ok) {
      this.logger.warn(`${request.method} model=${this.config.model} streamed unusable reply: ${reply.reason}`);
      throw badReply();
    }
    return toEvaluation(reply.value, input);
  }

  async cleanScript(input: Ai.CleanScriptInput): Promise<Ai.CleanedScript> {
    assertTextSize('script', input.content, AI_LIMITS.script);
    if (input.content.trim() === '') return { cleaned_content: '' };
    return this.complete({ method: 'cleanScript', schema: cleanedScriptSchema, user: dataBlocks({ script: input.content }) });
  }

  async analyzeShadowing(input: Ai.AnalyzeShadowingInput): Promise<Ai.ShadowingAnalysis> {
    assertShadowingInput(input);
    const reply = await this.complete({
      method: 'analyzeShadowing',
      schema: shadowingReplySchema,
      user: dataBlocks({ script: input.scriptContent, spoken_text: input.spokenText, metrics: JSON.stringify(input.metrics, null, 2) }),
    });
    return { analysis: reply.analysis, rating: rateShadowing(input.metrics) };
  }

  async meetingAnswer(input: Ai.MeetingAnswerInput): Promise<Ai.MeetingAnswer> {
    assertAskedInput(input);
    return this.complete({
      method: 'meetingAnswer',
      schema: meetingAnswerSchema,
      user: dataBlocks({ title: input.title, context: input.context, question: input.question }),
    });
  }

  async defineWord(input: Ai.DefineWordInput): Promise<Ai.WordDefinition> {
    const word = requireWord(input.word);
    const reply = await this.complete({ method: 'defineWord', schema: defineWordReplySchema, user: dataBlocks({ word }) });
    if (!reply.found) throw AiError.unknownWord(word, suggestSpellings(word));
    const parsed = wordDefinitionSchema.safeParse({ ...reply, part_of_speech: reply.part_of_speech.toLowerCase() });
    if (!parsed.success) throw badReply();
    return parsed.data;
  }

  /**
   * One structured chat completion: JSON-schema output, parsed and validated; a malformed
   * reply is retried once, then reported as 502.
   */
  private complete<S extends z.ZodType>(request: CompletionRequest<S>): Promise<z.output<S>> {
    // One deadline (AI_TIMEOUT_MS) for every attempt, retry and reply body together.
    return withinDeadline(this.config.timeoutMs, (signal) => this.completeBefore(request, signal));
  }

  private async completeBefore<S extends z.ZodType>(request: CompletionRequest<S>, signal: AbortSignal): Promise<z.output<S>> {
    for (let attempt = 1; attempt <= 2; attempt++) {
      const content = await this.send(request, attempt, signal);
      const problem = this.readReply(request, content);
      if (problem.ok) return problem.value;
      this.logger.warn(`${request.method} model=${this.config.model} attempt=${attempt} unusable reply: ${problem.reason}`);
    }
    throw badReply();
  }

  private async send<S extends z.ZodType>(request: CompletionRequest<S>, attempt: number, signal: AbortSignal): Promise<string | null> {
    const started = performance.now();
    try {
      const completion = await this.client.chat.completions.create(this.completionParams(request), { signal });
      const ms = Math.round(performance.now() - started);
      const usage = completion.usage;
      this.logger.log(
        `${request.method} model=${completion.model || this.config.model} prompt_tokens=${usage?.prompt_tokens ?? 'n/a'} ` +
          `completion_tokens=${usage?.completion_tokens ?? 'n/a'} ms=${ms} attempt=${attempt}`,
      );
      return completion.choices[0]?.message?.content ?? null;
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      const mapped = signal.aborted ? deadlineExceeded() : toAiError(error, ms >= this.config.timeoutMs);
      this.logger.warn(`${request.method} model=${this.config.model} failed after ${ms} ms: ${mapped.code} (${describe(error)})`);
      throw mapped;
    }
  }

  private completionParams<S extends z.ZodType>(request: CompletionRequest<S>): CompletionParams {
    return {
      model: this.config.model,
      temperature: TEMPERATURE[request.method],
      max_tokens: MAX_TOKENS[request.method],
      messages: [
        { role: 'system', content: PROMPTS_V2[request.method] },
        { role: 'user', content: request.user },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: request.method, strict: true, schema: this.jsonSchemaFor(request) },
      },
    };
  }

  private readReply<S extends z.ZodType>(
    request: CompletionRequest<S>,
    content: string | null,
  ): { ok: true; value: z.output<S> } | { ok: false; reason: string } {
    if (content === null || content.trim() === '') return { ok: false, reason: 'empty content' };
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      return { ok: false, reason: 'not JSON' };
    }
    const parsed = request.schema.safeParse(json);
    if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
    const rejection = request.reject?.(parsed.data) ?? null;
    return rejection === null ? { ok: true, value: parsed.data } : { ok: false, reason: rejection };
  }

  private jsonSchemaFor(request: CompletionRequest<z.ZodType>): JsonSchema {
    let schema = this.jsonSchemas.get(request.method);
    if (schema === undefined) {
      schema = toStrictJsonSchema(request.schema);
      this.jsonSchemas.set(request.method, schema);
    }
    return schema;
  }
}

function evaluationRequest(input: Ai.EvaluateAnswerInput): CompletionRequest<typeof evaluationReplySchema> {
  assertAnswerInput(input);
  return {
    method: 'evaluateAnswer',
    schema: evaluationReplySchema,
    user: dataBlocks({
      topic: topicWithoutFocusMarker(input.topic),
      context: input.context,
      question: input.question,
      user_answer: input.answer.trim() === '' ? '(no answer)' : input.answer,
    }),
    reject: rejectEvaluationReply,
  };
}

function badReply(): AiError {
  return new AiError(AiErrorCode.BadProviderReply, 'The AI service sent a reply we could not read. Please try again.');
}

function listPrevious(previous: readonly string[]): string | undefined {
  if (previous.length === 0) return undefined;
  return previous
    .slice(-PREVIOUS_QUESTIONS_SENT)
    .map((q) => `- ${q}`)
    .join('\n');
}

const normalizeQuestion = (q: string): string =>
  q
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function repeatedQuestion(question: string, previous: readonly string[]): string | null {
  const asked = normalizeQuestion(question);
  return previous.some((p) => normalizeQuestion(p) === asked) ? 'repeats a previous question' : null;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
