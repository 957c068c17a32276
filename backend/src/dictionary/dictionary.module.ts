import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DictionaryEntryEntity } from './dictionary-entry.entity.js';
import { DictionaryController } from './dictionary.controller.js';
import { DictionaryReviewService } from './dictionary-review.service.js';
import { DictionaryRepository } from './dictionary.repository.js';
import { DictionaryService } from './dictionary.service.js';

/** The personal dictionary. AiService comes from the global AiModule registered at the root. */
@Module({
  imports: [TypeOrmModule.forFeature([DictionaryEntryEntity])],
  controllers: [DictionaryController],
  providers: [DictionaryService, DictionaryReviewService, DictionaryRepository],
})
export class DictionaryModule {}
