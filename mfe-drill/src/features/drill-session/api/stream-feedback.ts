import { ApiError, apiEventStream, contract, matchContract, ResponseShapeError, startLoading, type ServerEvent } from '@speakwell/api-client';
import type { FeedbackResponse } from '@speakwell/contracts';
import type { AnswerToRate } from './answer-to-rate.js';

class UnexpectedEvent extends Error {}

function field<T>(data: unknown, name: string, kind: 'string' | 'number'): T {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
  if (typeof value !== kind) throw new UnexpectedEvent(`event without ${name}`);
  return value as T;
}

/**
 * POST /api/feedback/stream: the feedback handed to `onText` (the whole text so far) as it
 * is written, then resolved with the stored result. An `error` event throws ApiError with the
 * server's text, as POST /api/feedback would; a stream that ends without a rating, or with one
 * that breaks the contract (loaded while the stream runs), throws ResponseShapeError.
 */
export async function streamFeedback({ drillId, answer, delivery }: AnswerToRate, onText: (textSoFar: string) => void): Promise<FeedbackResponse> {
  const ratingContract = startLoading(contract('FeedbackResponse'));
  let text = '';
  let rating: unknown = null;
  let failure: ApiError | null = null;
  const read = (event: ServerEvent): void => {
    const data: unknown = JSON.parse(event.data);
    if (event.event === 'feedback') {
      text += field<string>(data, 'text', 'string');
      onText(text);
    } else if (event.event === 'rating') {
      rating = data;
    } else if (event.event === 'error') {
      failure = new ApiError(field<string>(data, 'error', 'string'), field<number>(data, 'statusCode', 'number'), true, data);
    }
  };
  try {
    await apiEventStream('/api/feedback/stream', { drill_id: drillId, answer, ...(delivery ? { delivery } : {}) }, read);
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof UnexpectedEvent)
      throw new ResponseShapeError('Unexpected event from POST /api/feedback/stream', { cause: error });
    throw error;
  }
  if (failure) throw failure;
  if (rating === null) throw new ResponseShapeError('The feedback stream ended without a rating');
  return matchContract(ratingContract, rating, 'POST /api/feedback/stream');
}
