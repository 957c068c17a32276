import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AddWordRequest, DictionaryEntry, DictionaryList, DictionaryReview, OkResponse, ReviewWordRequest, ReviewWordResponse, Uuid } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { openApiSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
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
  @ApiOkResponse({ schema: openApiSchema(DictionaryList) })
  list(@CurrentUser() user: AuthUser): Promise<DictionaryEntry[]> {
    return this.dictionary.list(user.id);
  }

  @Post()
  @HttpCode(201)
  @ApiBody({ schema: openApiSchema(AddWordRequest) })
  @ApiCreatedResponse({ schema: openApiSchema(DictionaryEntry) })
  add(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(AddWordRequest)) body: AddWordRequest): Promise<DictionaryEntry> {
    return this.dictionary.add(user.id, body.word);
  }

  @Delete(':id')
  @ApiOkResponse({ schema: openApiSchema(OkResponse) })
  async remove(@CurrentUser() user: AuthUser, @Param('id', new ZodValidationPipe(Uuid)) id: string): Promise<OkResponse> {
    await this.dictionary.remove(user.id, id);
    return { ok: true };
  }

  @Get('review')
  @ApiOkResponse({ schema: openApiSchema(DictionaryReview) })
  dueForReview(@CurrentUser() user: AuthUser): Promise<DictionaryReview> {
    return this.reviews.due(user.id);
  }

  @Post(':id/review')
  @HttpCode(200)
  @ApiBody({ schema: openApiSchema(ReviewWordRequest) })
  @ApiOkResponse({ schema: openApiSchema(ReviewWordResponse) })
  review(
    @CurrentUser() user: AuthUser,
    @Param('id', new ZodValidationPipe(Uuid)) id: string,
    @Body(new ZodValidationPipe(ReviewWordRequest)) body: ReviewWordRequest,
  ): Promise<ReviewWordResponse> {
    return this.reviews.review(user.id, id, body.grade);
  }
}
