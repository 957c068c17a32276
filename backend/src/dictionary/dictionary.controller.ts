import { Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { PagedList } from '../common/paging/paged-list.decorator.js';
import type { Page } from '../common/paging/keyset-page.js';
import { ZodBody, ZodParam, ZodQuery, ZodResponse } from '../common/zod-endpoint.js';
import { DictionaryReviewService } from './dictionary-review.service.js';
import { DictionaryService } from './dictionary.service.js';
import { AI_CALL_ERRORS } from '../ai/ai-call-errors.js';
import { AiErrorCode } from '../ai/ai.errors.js';
import { ApiErrors } from '../common/openapi-errors.js';
import { DictionaryErrorCode } from './dictionary.errors.js';

@ApiTags('dictionary')
@ApiBearerAuth()
@Controller('dictionary')
export class DictionaryController {
  constructor(
    private readonly dictionary: DictionaryService,
    private readonly reviews: DictionaryReviewService,
  ) {}

  @ApiOperation({ summary: "List the caller's dictionary, newest first" })
  @Get()
  @PagedList(DictionaryList, { cachedForOwner: true })
  list(@CurrentUser() user: AuthUser, @ZodQuery(DictionaryListQuery) query: z.infer<typeof DictionaryListQuery>): Promise<Page<DictionaryEntry>> {
    return this.dictionary.list(user.id, query);
  }

  @ApiOperation({ summary: 'Look up a word and add it to the dictionary' })
  @ApiErrors(DictionaryErrorCode.WordAlreadyAdded, AiErrorCode.UnknownWord, ...AI_CALL_ERRORS)
  @Post()
  @ZodResponse(DictionaryEntry, 201)
  add(@CurrentUser() user: AuthUser, @ZodBody(AddWordRequest) body: AddWordRequest): Promise<DictionaryEntry> {
    return this.dictionary.add(user.id, body.word);
  }

  @ApiOperation({ summary: 'Put a deleted word back as it was (Undo)' })
  @ApiErrors(DictionaryErrorCode.WordAlreadyAdded)
  @Post('restore')
  @ZodResponse(DictionaryEntry, 201)
  restore(@CurrentUser() user: AuthUser, @ZodBody(RestoreWordRequest) body: RestoreWordRequest): Promise<DictionaryEntry> {
    return this.dictionary.restore(user.id, body);
  }

  @ApiOperation({ summary: 'Remove a word from the dictionary' })
  @ApiErrors(DictionaryErrorCode.EntryNotFound)
  @Delete(':id')
  @ZodResponse(OkResponse)
  async remove(@CurrentUser() user: AuthUser, @ZodParam('id', Uuid) id: string): Promise<OkResponse> {
    await this.dictionary.remove(user.id, id);
    return { ok: true };
  }

  @ApiOperation({ summary: 'List the words due for review' })
  @Get('review')
  @ZodResponse(DictionaryReview)
  dueForReview(@CurrentUser() user: AuthUser): Promise<DictionaryReview> {
    return this.reviews.due(user.id);
  }

  @ApiOperation({ summary: 'Record how well a word was remembered' })
  @ApiErrors(DictionaryErrorCode.EntryNotFound)
  @Post(':id/review')
  @ZodResponse(ReviewWordResponse)
  review(@CurrentUser() user: AuthUser, @ZodParam('id', Uuid) id: string, @ZodBody(ReviewWordRequest) body: ReviewWordRequest): Promise<ReviewWordResponse> {
    return this.reviews.review(user.id, id, body.grade);
  }
}
