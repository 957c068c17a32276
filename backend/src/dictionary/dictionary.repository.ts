import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DictionaryEntry, PageQuery } from '@speakwell/contracts';
import { Raw, type Repository } from 'typeorm';
import { readPage, type Page } from '../common/paging/keyset-page.js';
import { OwnedRows } from '../database/owned-rows.js';
import { SqlStatements } from '../database/sql-statements.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { DictionaryEntryEntity, type StoredReviewCard } from './dictionary-entry.entity.js';
import { dictionaryPageSql, dueCardsSql, dueCountSql } from './dictionary.queries.js';

/** A word to save, with the definition it has now (`createdAt`: its place in the list, when put back). */
export type NewEntry = Pick<DictionaryEntryEntity, 'word' | 'partOfSpeech' | 'definition' | 'exampleSentence'> & { createdAt?: Date };

/** A word due for review: the entry in the contract's shape and its FSRS card (null before the first review). */
export type DueCard = DictionaryEntry & { review_card: StoredReviewCard | null };

/** The personal dictionary (table dictionary_entries) and its spaced review. */
@Injectable()
export class DictionaryRepository extends OwnedRows<DictionaryEntryEntity> {
  constructor(
    @InjectRepository(DictionaryEntryEntity) entries: Repository<DictionaryEntryEntity>,
    private readonly sql: SqlStatements,
  ) {
    super(entries);
  }

  /** One page of the caller's entries, newest first, only words containing `filter` when it is not '' (dictionary.queries.ts). */
  page(userId: string, filter: string, page: PageQuery): Promise<Page<DictionaryEntry>> {
    return readPage(this.sql, { name: 'dictionary-page', text: dictionaryPageSql }, [userId, filter], page);
  }

  /** Whether the caller has saved `word` already, in any letter case. */
  hasWord(userId: string, word: string): Promise<boolean> {
    return this.rows.existsBy({ userId, word: Raw((column) => `lower(${column}) = lower(:word)`, { word }) });
  }

  /** The saved entry; null when the caller has the word already (the unique index decides between two adds at once). */
  async add(userId: string, entry: NewEntry): Promise<DictionaryEntryEntity | null> {
    try {
      return await this.rows.save(this.rows.create({ ...entry, userId }));
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** The words due now, most overdue first, at most one round. */
  dueCards(userId: string): Promise<DueCard[]> {
    return this.sql.rows<DueCard>({ name: 'dictionary-due-cards', text: dueCardsSql }, [userId]);
  }

  /** How many of the caller's words are due now. */
  async dueCount(userId: string): Promise<number> {
    return (await this.sql.row<{ n: number }>({ name: 'dictionary-due-count', text: dueCountSql }, [userId]))?.n ?? 0;
  }

  /** The FSRS card of the caller's entry (null before its first review); undefined when the entry is not theirs. */
  async reviewCard(userId: string, entryId: string): Promise<StoredReviewCard | null | undefined> {
    const entry = await this.rows.findOne({ where: { id: entryId, userId }, select: { id: true, reviewCard: true } });
    return entry ? entry.reviewCard : undefined;
  }

  async scheduleReview(userId: string, entryId: string, card: StoredReviewCard, dueAt: Date): Promise<void> {
    await this.rows.update({ id: entryId, userId }, { reviewCard: card, reviewDueAt: dueAt });
  }
}
