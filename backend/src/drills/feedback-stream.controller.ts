import { Req, Res } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FeedbackRequest, type FeedbackResponse } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ZodBody } from '../common/zod-endpoint.js';
import { Drain, unlessCut } from '../lifecycle/drain.js';
import { DrillsService } from './drills.service.js';
import { FeedbackEventStream } from './feedback-event-stream.js';
import { AI_CALL_ERRORS } from '../ai/ai-call-errors.js';
import { DrillErrorCode } from './drills.errors.js';
import { ApiController, Route } from '../common/api-route.js';

@ApiController('drills', '/')
export class FeedbackStreamController {
  constructor(
    private readonly drills: DrillsService,
    private readonly drain: Drain,
  ) {}

  /**
   * POST /api/feedback's evaluation as server-sent events: the feedback text as it is
   * written, then the rating; stored exactly as the non-streamed call stores it.
   */
  @Route('POST', 'feedback/stream', {
    summary: 'Rate a spoken answer, the feedback streamed as it is written (SSE)',
    errors: [DrillErrorCode.NotFound, ...AI_CALL_ERRORS],
  })
  @ApiOkResponse({ description: 'text/event-stream: `feedback` events ({ text }), then one `rating` (the FeedbackResponse) or `error` event.' })
  async feedbackStream(
    @CurrentUser() user: AuthUser,
    @ZodBody(FeedbackRequest) body: FeedbackRequest,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const stream = new FeedbackEventStream(request, reply, this.drain);
    // The client leaving (the response closed before it ended) stops the provider call.
    const leaving = new AbortController();
    const left = (): void => {
      if (!reply.raw.writableEnded) leaving.abort();
    };
    reply.raw.once('close', left);
    // A stream still running when the server's drain period ends is cut off with its error
    // event; the evaluation stops and stores nothing.
    const cut = this.drain.cutSignal;
    let result: FeedbackResponse;
    try {
      result = await unlessCut(
        this.drills.feedback(user.id, body, (text) => stream.feedbackText(text), AbortSignal.any([leaving.signal, cut])),
        cut,
      );
    } catch (error) {
      if (leaving.signal.aborted) return;
      // Before the first event the reply is untouched: the filter answers with JSON.
      if (!stream.started) throw error;
      stream.failed(error);
      return;
    }
    reply.raw.off('close', left);
    stream.rating(result);
  }
}
