import { Injectable } from '@nestjs/common';
import {
  topicWithoutFocusMarker,
  type FeedbackRequest,
  type FeedbackResponse,
  type NextQuestionRequest,
  type NextQuestionResponse,
  type TipsRequest,
  type TipsResponse,
} from '@speakwell/contracts';
import { AiService } from '../ai/ai.service.js';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import { found } from '../database/owned-rows.js';
import { SessionError } from '../sessions/sessions.errors.js';
import { deliveryField, measureAnswerDelivery } from './delivery.js';
import { DrillError } from './drills.errors.js';
import { type AskingSession, DrillsRepository, type OwnedDrill } from './drills.repository.js';

@Injectable()
export class DrillsService {
  constructor(
    private readonly drills: DrillsRepository,
    private readonly ai: AiService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** A new question on the session's topic, never one this session has already asked. */
  async nextQuestion(userId: string, request: NextQuestionRequest): Promise<NextQuestionResponse> {
    await this.spendAiCall(userId);
    const session = await this.askingSession(userId, request.session_id);
    const context = nonBlank(request.context);
    const { question } = await this.ai.drillQuestion({
      topic: topicWithoutFocusMarker(session.topic),
      ...(context ? { context } : {}),
      previousQuestions: session.previous_questions,
    });
    return this.ask(userId, session, question);
  }

  /** A question grounded in the context sent now, or else the context stored on the session. */
  async nextFocusQuestion(userId: string, request: NextQuestionRequest): Promise<NextQuestionResponse> {
    await this.spendAiCall(userId);
    const session = await this.askingSession(userId, request.session_id);
    const context = nonBlank(request.context) ?? nonBlank(session.context);
    if (!context) throw DrillError.focusContextMissing();
    const { question } = await this.ai.focusQuestion({
      topic: topicWithoutFocusMarker(session.topic),
      context,
      previousQuestions: session.previous_questions,
    });
    return this.ask(userId, session, question);
  }

  async tips(userId: string, request: TipsRequest): Promise<TipsResponse> {
    await this.spendAiCall(userId);
    const drill = await this.findOwned(userId, request.drill_id);
    const context = nonBlank(drill.context);
    return this.ai.questionTips({
      question: drill.question,
      topic: topicWithoutFocusMarker(drill.topic),
      ...(context ? { context } : {}),
    });
  }

  /**
   * Evaluates the answer, then stores answer and evaluation in one write. The AI is asked
   * first, so when it fails the drill keeps no half-written feedback. With `onFeedbackText`
   * the feedback is handed on as it is written (POST /api/feedback/stream); stored the same.
   * `signal` stops the provider call when the client leaves or the server's drain ends, and
   * then nothing is stored.
   */
  async feedback(userId: string, request: FeedbackRequest, onFeedbackText?: (delta: string) => void, signal?: AbortSignal): Promise<FeedbackResponse> {
    await this.spendAiCall(userId);
    const drill = await this.findOwned(userId, request.drill_id);
    const context = nonBlank(drill.context);
    const input = {
      question: drill.question,
      answer: request.answer,
      topic: topicWithoutFocusMarker(drill.topic),
      ...(context ? { context } : {}),
    };
    const evaluation = onFeedbackText ? await this.ai.evaluateAnswerStreamed(input, onFeedbackText, signal) : await this.ai.evaluateAnswer(input);
    const delivery = measureAnswerDelivery(request.answer, request.delivery);
    const answeredAt = new Date();
    // A stream already ended with its error event (the server is stopping) stores nothing.
    signal?.throwIfAborted();
    const stored = {
      feedback: evaluation.feedback,
      rating: evaluation.rating,
      rating_explanation: evaluation.rating_explanation,
      example_answer: evaluation.example_answer,
      framework: evaluation.framework,
    };
    await this.drills.storeAnswer(userId, drill, { ...stored, answer: request.answer, answeredAt, delivery });
    return { ...stored, timestamp: answeredAt.toISOString(), ...deliveryField(delivery) };
  }

  /** Every AI call spends from one per-user budget (RATE_LIMIT_AI_*); over it answers 429. */
  private spendAiCall(userId: string): Promise<void> {
    return this.rateLimits.consume(`user:${userId}`, 'ai');
  }

  private async ask(userId: string, session: AskingSession, question: string): Promise<NextQuestionResponse> {
    return { question, drill_id: await this.drills.ask(userId, session.id, question) };
  }

  /** The caller's drill session with the questions it has asked; anything else is "not found". */
  private async askingSession(userId: string, sessionId: string): Promise<AskingSession> {
    return found(await this.drills.askingSession(userId, sessionId), SessionError.notFound);
  }

  /** The caller's drill with its session's topic and context; another user's drill is "not found". */
  private async findOwned(userId: string, drillId: string): Promise<OwnedDrill> {
    return found(await this.drills.ownedDrill(userId, drillId), DrillError.notFound);
  }
}

function nonBlank(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}
