import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DictionaryEntry, DictionaryListQuery, RestoreWordRequest } from '@speakwell/contracts';
import { QueryFailedError, Repository } from 'typeorm';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import { AiService } from '../ai/ai.service.js';
import { readPage, type Page } from '../common/paging/keyset-page.js';
import { DictionaryEntryEntity } from './dictionary-entry.entity.js';
import { DictionaryError } from './dictionary.errors.js';
import { dictionaryPageSql } from './dictionary.queries.js';

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class DictionaryService {
  constructor(
    @InjectRepository(DictionaryEntryEntity) private readonly entries: Repository<DictionaryEntryEntity>,
    private readonly ai: AiService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** One page of the caller's entries, newest first, optionally only words containing `q` (dictionary.queries.ts). */
  list(userId: string, query: DictionaryListQuery): Promise<Page<DictionaryEntry>> {
    return readPage(this.entries, { name: 'dictionary-page', text: dictionaryPageSql }, [userId, query.q ?? ''], query);
  }

  /** Looks the word up and saves it; `word` arrives trimmed and non-empty from the contract. */
  async add(userId: string, word: string): Promise<DictionaryEntry> {
    // Checked before the lookup so a duplicate never costs an AI call.
    if (await this.hasWord(userId, word)) throw DictionaryError.wordAlreadyAdded(word);
    // Each new word is an AI call, so it counts against the caller's AI limit.
    await this.rateLimits.consume(`user:${userId}`, 'ai');
    const definition = await this.ai.defineWord({ word });
    try {
      const saved = await this.entries.save(
        this.entries.create({
          userId,
          word,
          partOfSpeech: definition.part_of_speech,
          definition: definition.definition,
          exampleSentence: definition.example_sentence,
        }),
      );
      return toDictionaryEntry(saved);
    } catch (error) {
      // The same word added twice at once: the unique index decides, the loser hears 409.
      if (isUniqueViolation(error)) throw DictionaryError.wordAlreadyAdded(word);
      throw error;
    }
  }

  /** Puts a deleted entry back as it was ("Undo"): its texts and place in the list, no new look-up. */
  async restore(userId: string, entry: RestoreWordRequest): Promise<DictionaryEntry> {
    if (await this.hasWord(userId, entry.word)) throw DictionaryError.wordAlreadyAdded(entry.word);
    try {
      const saved = await this.entries.save(
        this.entries.create({
          userId,
          word: entry.word,
          partOfSpeech: entry.part_of_speech,
          definition: entry.definition,
          exampleSentence: entry.example_sentence,
          createdAt: new Date(entry.created_at),
        }),
      );
      return toDictionaryEntry(saved);
    } catch (error) {
      if (isUniqueViolation(error)) throw DictionaryError.wordAlreadyAdded(entry.word);
      throw error;
    }
  }

  /** `entryId` arrives as a UUID, checked by the controller. */
  async remove(userId: string, entryId: string): Promise<void> {
    const result = await this.entries.delete({ id: entryId, userId });
    if (!result.affected) throw DictionaryError.entryNotFound();
  }

  private hasWord(userId: string, word: string): Promise<boolean> {
    return this.entries
      .createQueryBuilder('entry')
      .where('entry.user_id = :userId', { userId })
      .andWhere('lower(entry.word) = lower(:word)', { word })
      .getExists();
  }
}

/** An entry in the contract's shape; dictionaryPageSql makes list rows the same. */
export function toDictionaryEntry(entry: DictionaryEntryEntity): DictionaryEntry {
  return {
    _id: entry.id,
    word: entry.word,
    part_of_speech: entry.partOfSpeech,
    definition: entry.definition,
    example_sentence: entry.exampleSentence,
    created_at: entry.createdAt.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError: unknown = error.driverError;
  return typeof driverError === 'object' && driverError !== null && 'code' in driverError && driverError.code === UNIQUE_VIOLATION;
}
