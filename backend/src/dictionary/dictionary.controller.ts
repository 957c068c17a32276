import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { AddWordRequest, Uuid, type DictionaryEntry, type OkResponse } from '@speakwell/contracts';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { DictionaryService } from './dictionary.service.js';

@Controller('dictionary')
export class DictionaryController {
  constructor(private readonly dictionary: DictionaryService) {}

  @Get()
  list(@CurrentUser() user: AuthUser): Promise<DictionaryEntry[]> {
    return this.dictionary.list(user.id);
  }

  @Post()
  @HttpCode(201)
  add(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(AddWordRequest)) body: AddWordRequest): Promise<DictionaryEntry> {
    return this.dictionary.add(user.id, body.word);
  }

  @Delete(':id')
  async remove(@CurrentUser() user: AuthUser, @Param('id', new ZodValidationPipe(Uuid)) id: string): Promise<OkResponse> {
    await this.dictionary.remove(user.id, id);
    return { ok: true };
  }
}
