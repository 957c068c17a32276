import { Injectable } from '@nestjs/common';
import type { DictionaryEntry, DictionaryListQuery, RestoreWordRequest } from '@speakwell/contracts';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import { AiService } from '../ai/ai.service.js';
import type { Page } from '../common/paging/keyset-page.js';
import type { DictionaryEntryEntity } from './dictionary-entry.entity.js';
import { DictionaryError } from './dictionary.errors.js';
import { DictionaryRepository, type NewEntry } from './dictionary.repository.js';

@Injectable()
export class DictionaryService {
  constructor(
    private readonly entries: DictionaryRepository,
    private readonly ai: AiService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** One page of the caller's entries, newest first, optionally only words containing `q`. */
  list(userId: string, query: DictionaryListQuery): Promise<Page<DictionaryEntry>> {
    return this.entries.page(userId, query.q ?? '', query);
  }

  /** Looks the word up and saves it; `word` arrives trimmed and non-empty from the contract. */
  async add(userId: string, word: string): Promise<DictionaryEntry> {
    // Checked before the lookup so a duplicate never costs an AI call.
    await this.checkNew(userId, word);
    // Each new word is an AI call, so it counts against the caller's AI limit.
    await this.rateLimits.consume(`user:${userId}`, 'ai');
    const definition = await this.ai.defineWord({ word });
    return this.save(userId, {
      word,
      partOfSpeech: definition.part_of_speech,
      definition: definition.definition,
      exampleSentence: definition.example_sentence,
    });
  }

  /** Puts a deleted entry back as it was ("Undo"): its texts and place in the list, no new look-up. */
  async restore(userId: string, entry: RestoreWordRequest): Promise<DictionaryEntry> {
    await this.checkNew(userId, entry.word);
    return this.save(userId, {
      word: entry.word,
      partOfSpeech: entry.part_of_speech,
      definition: entry.definition,
      exampleSentence: entry.example_sentence,
      createdAt: new Date(entry.created_at),
    });
  }

  /** `entryId` arrives as a UUID, checked by the controller. */
  async remove(userId: string, entryId: string): Promise<void> {
    if (!(await this.entries.deleteOwned(userId, entryId))) throw DictionaryError.entryNotFound();
  }

  private async checkNew(userId: string, word: string): Promise<void> {
    if (await this.entries.hasWord(userId, word)) throw DictionaryError.wordAlreadyAdded(word);
  }

  /** The same word added twice at once: the unique index decides, the loser hears 409. */
  private async save(userId: string, entry: NewEntry): Promise<DictionaryEntry> {
    const saved = await this.entries.add(userId, entry);
    if (!saved) throw DictionaryError.wordAlreadyAdded(entry.word);
    return toDictionaryEntry(saved);
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
