import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
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
import type { SessionEntity } from '../sessions/session.entity.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { deliveryField, measureAnswerDelivery } from './delivery.js';
import { DrillEntity } from './drill.entity.js';
import { DrillError } from './drills.errors.js';

@Injectable()
export class DrillsService {
  constructor(
    @InjectRepository(DrillEntity) private readonly drills: Repository<DrillEntity>,
    private readonly sessions: SessionsService,
    private readonly ai: AiService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** A new question on the session's topic, never one this session has already asked. */
  async nextQuestion(userId: string, request: NextQuestionRequest): Promise<NextQuestionResponse> {
    await this.spendAiCall(userId);
    const session = await this.sessions.findOwned(userId, request.session_id, 'Drill');
    const context = nonBlank(request.context);
    const { question } = await this.ai.drillQuestion({
      topic: topicWithoutFocusMarker(session.topic),
      ...(context ? { context } : {}),
      previousQuestions: await this.previousQuestions(session.id),
    });
    return this.ask(session, question);
  }

  /** A question grounded in the context sent now, or else the context stored on the session. */
  async nextFocusQuestion(userId: string, request: NextQuestionRequest): Promise<NextQuestionResponse> {
    await this.spendAiCall(userId);
    const session = await this.sessions.findOwned(userId, request.session_id, 'Drill');
    const context = nonBlank(request.context) ?? nonBlank(session.context);
    if (!context) throw DrillError.focusContextMissing();
    const { question } = await this.ai.focusQuestion({
      topic: topicWithoutFocusMarker(session.topic),
      context,
      previousQuestions: await this.previousQuestions(session.id),
    });
    return this.ask(session, question);
  }

  async tips(userId: string, request: TipsRequest): Promise<TipsResponse> {
    await this.spendAiCall(userId);
    const { drill, session } = await this.findOwned(userId, request.drill_id);
    const context = nonBlank(session.context);
    return this.ai.questionTips({
      question: drill.question,
      topic: topicWithoutFocusMarker(session.topic),
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
    const { drill, session } = await this.findOwned(userId, request.drill_id);
    const context = nonBlank(session.context);
    const input = {
      question: drill.question,
      answer: request.answer,
      topic: topicWithoutFocusMarker(session.topic),
      ...(context ? { context } : {}),
    };
    const evaluation = onFeedbackText ? await this.ai.evaluateAnswerStreamed(input, onFeedbackText, signal) : await this.ai.evaluateAnswer(input);
    const delivery = measureAnswerDelivery(request.answer, request.delivery);
    const answeredAt = new Date();
    // A stream already ended with its error event (the server is stopping) stores nothing.
    signal?.throwIfAborted();
    const evaluated = {
      answer: request.answer,
      feedback: evaluation.feedback,
      rating: evaluation.rating,
      ratingExplanation: evaluation.rating_explanation,
      exampleAnswer: evaluation.example_answer,
      framework: evaluation.framework,
      answeredAt,
      delivery,
    };
    // The first answer fills the question's drill; any later one is kept beside it as another
    // attempt (the condition makes two answers sent at once both land, never one over the other).
    const first = await this.drills.update({ id: drill.id, userId, answeredAt: IsNull() }, evaluated);
    if (!first.affected) {
      await this.drills.insert({ sessionId: drill.sessionId, userId, question: drill.question, attemptOf: drill.attemptOf ?? drill.id, ...evaluated });
    }
    return {
      feedback: evaluation.feedback,
      rating: evaluation.rating,
      rating_explanation: evaluation.rating_explanation,
      example_answer: evaluation.example_answer,
      framework: evaluation.framework,
      timestamp: answeredAt.toISOString(),
      ...deliveryField(delivery),
    };
  }

  /** Every AI call spends from one per-user budget (RATE_LIMIT_AI_*); over it answers 429. */
  private spendAiCall(userId: string): Promise<void> {
    return this.rateLimits.consume(`user:${userId}`, 'ai');
  }

  private async ask(session: SessionEntity, question: string): Promise<NextQuestionResponse> {
    const drill = await this.drills.save(
      this.drills.create({ sessionId: session.id, userId: session.userId, question }),
    );
    return { question: drill.question, drill_id: drill.id };
  }

  private async previousQuestions(sessionId: string): Promise<string[]> {
    const rows = await this.drills.find({
      select: { question: true },
      // A question answered again is still one question asked.
      where: { sessionId, attemptOf: IsNull() },
      order: { createdAt: 'ASC' },
    });
    return rows.map((row) => row.question);
  }

  /** The caller's drill with its session; another user's drill is "not found". */
  private async findOwned(userId: string, drillId: string): Promise<{ drill: DrillEntity; session: SessionEntity }> {
    const drill = await this.drills.findOneBy({ id: drillId, userId });
    if (!drill) throw DrillError.notFound();
    const session = await this.sessions.findOwned(userId, drill.sessionId);
    return { drill, session };
  }
}

function nonBlank(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}
