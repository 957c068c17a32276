import {
  AddWordRequest,
  DictionaryEntry,
  DictionaryList,
  DictionaryListQuery,
  DictionaryReview,
  OkResponse,
  RestoreWordRequest,
  ReviewWordRequest,
  ReviewWordResponse,
  Uuid,
} from '@speakwell/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { Page } from '../common/paging/keyset-page.js';
import { ZodBody, ZodParam, ZodQuery } from '../common/zod-endpoint.js';
import { DictionaryReviewService } from './dictionary-review.service.js';
import { DictionaryService } from './dictionary.service.js';
import { AI_CALL_ERRORS } from '../ai/ai-call-errors.js';
import { AiErrorCode } from '../ai/ai.errors.js';
import { DictionaryErrorCode } from './dictionary.errors.js';
import { ApiController, Route } from '../common/api-route.js';

@ApiController('dictionary')
export class DictionaryController {
  constructor(
    private readonly dictionary: DictionaryService,
    private readonly reviews: DictionaryReviewService,
  ) {}

  @Route('GET', '', { summary: "List the caller's dictionary, newest first", list: DictionaryList, cachedForOwner: true })
  list(@CurrentUser() user: AuthUser, @ZodQuery(DictionaryListQuery) query: z.infer<typeof DictionaryListQuery>): Promise<Page<DictionaryEntry>> {
    return this.dictionary.list(user.id, query);
  }

  @Route('POST', '', {
    summary: 'Look up a word and add it to the dictionary',
    response: DictionaryEntry,
    status: 201,
    errors: [DictionaryErrorCode.WordAlreadyAdded, AiErrorCode.UnknownWord, ...AI_CALL_ERRORS],
  })
  add(@CurrentUser() user: AuthUser, @ZodBody(AddWordRequest) body: AddWordRequest): Promise<DictionaryEntry> {
    return this.dictionary.add(user.id, body.word);
  }

  @Route('POST', 'restore', {
    summary: 'Put a deleted word back as it was (Undo)',
    response: DictionaryEntry,
    status: 201,
    errors: [DictionaryErrorCode.WordAlreadyAdded],
  })
  restore(@CurrentUser() user: AuthUser, @ZodBody(RestoreWordRequest) body: RestoreWordRequest): Promise<DictionaryEntry> {
    return this.dictionary.restore(user.id, body);
  }

  @Route('DELETE', ':id', { summary: 'Remove a word from the dictionary', response: OkResponse, errors: [DictionaryErrorCode.EntryNotFound] })
  async remove(@CurrentUser() user: AuthUser, @ZodParam('id', Uuid) id: string): Promise<OkResponse> {
    await this.dictionary.remove(user.id, id);
    return { ok: true };
  }

  @Route('GET', 'review', { summary: 'List the words due for review', response: DictionaryReview })
  dueForReview(@CurrentUser() user: AuthUser): Promise<DictionaryReview> {
    return this.reviews.due(user.id);
  }

  @Route('POST', ':id/review', { summary: 'Record how well a word was remembered', response: ReviewWordResponse, errors: [DictionaryErrorCode.EntryNotFound] })
  review(@CurrentUser() user: AuthUser, @ZodParam('id', Uuid) id: string, @ZodBody(ReviewWordRequest) body: ReviewWordRequest): Promise<ReviewWordResponse> {
    return this.reviews.review(user.id, id, body.grade);
  }
}
