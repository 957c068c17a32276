import { Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AddWordRequest, DictionaryEntry, DictionaryList, DictionaryListQuery, DictionaryReview, OkResponse, ReviewWordRequest, ReviewWordResponse, Uuid } from '@speakwell/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { PagedList } from '../common/paging/paged-list.decorator.js';
import type { Page } from '../common/paging/keyset-page.js';
import { ZodBody, ZodParam, ZodQuery, ZodResponse } from '../common/zod-endpoint.js';
import { DictionaryReviewService } from './dictionary-review.service.js';
import { DictionaryService } from './dictionary.service.js';

@ApiTags('dictionary')
@ApiBearerAuth()
@Controller('dictionary')
export class DictionaryController {
  constructor(
    private readonly dictionary: DictionaryService,
    private readonly reviews: DictionaryReviewService,
  ) {}

  @Get()
  @PagedList(DictionaryList, { cachedForOwner: true })
  list(@CurrentUser() user: AuthUser, @ZodQuery(DictionaryListQuery) query: z.infer<typeof DictionaryListQuery>): Promise<Page<DictionaryEntry>> {
    return this.dictionary.list(user.id, query);
  }

  @Post()
  @ZodResponse(DictionaryEntry, 201)
  add(@CurrentUser() user: AuthUser, @ZodBody(AddWordRequest) body: AddWordRequest): Promise<DictionaryEntry> {
    return this.dictionary.add(user.id, body.word);
  }

  @Delete(':id')
  @ZodResponse(OkResponse)
  async remove(@CurrentUser() user: AuthUser, @ZodParam('id', Uuid) id: string): Promise<OkResponse> {
    await this.dictionary.remove(user.id, id);
    return { ok: true };
  }

  @Get('review')
  @ZodResponse(DictionaryReview)
  dueForReview(@CurrentUser() user: AuthUser): Promise<DictionaryReview> {
    return this.reviews.due(user.id);
  }

  @Post(':id/review')
  @ZodResponse(ReviewWordResponse)
  review(
    @CurrentUser() user: AuthUser,
    @ZodParam('id', Uuid) id: string,
    @ZodBody(ReviewWordRequest) body: ReviewWordRequest,
  ): Promise<ReviewWordResponse> {
    return this.reviews.review(user.id, id, body.grade);
  }
}
