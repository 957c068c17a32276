import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DictionaryEntry, DictionaryReview, ReviewGrade, ReviewNextDue, ReviewWordResponse } from '@speakwell/contracts';
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { Repository } from 'typeorm';
import { isoTimestampSql } from '../database/iso-timestamp-sql.js';
import { DictionaryEntryEntity, type StoredReviewCard } from './dictionary-entry.entity.js';
import { DictionaryError } from './dictionary.errors.js';

/** Cards handed out per review round; the screen asks again when they are done. */
export const REVIEW_ROUND_SIZE = 20;

const GRADES: Record<ReviewGrade, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

// FSRS with its published default weights; fuzz spreads words added together over nearby days.
const scheduler = fsrs({ enable_fuzz: true });

function toStored(card: Card): StoredReviewCard {
  return { ...card, due: card.due.toISOString(), last_review: card.last_review?.toISOString() };
}

/** When the card would next be due after each grade, from `now`. */
function nextDue(card: Card, now: Date): ReviewNextDue {
  const preview = scheduler.repeat(card, now);
  const at = (grade: ReviewGrade) => preview[GRADES[grade]].card.due.toISOString();
  return { again: at('again'), hard: at('hard'), good: at('good'), easy: at('easy') };
}

function fromStored(stored: StoredReviewCard | null, now: Date): Card {
  if (!stored) return createEmptyCard(now);
  return { ...stored, due: new Date(stored.due), last_review: stored.last_review ? new Date(stored.last_review) : undefined };
}

/** Spaced review of the user's saved words, scheduled by FSRS (ts-fsrs). */
@Injectable()
export class DictionaryReviewService {
  constructor(@InjectRepository(DictionaryEntryEntity) private readonly entries: Repository<DictionaryEntryEntity>) {}

  /** The words due now (most overdue first, at most one round) and how many are due in all. */
  async due(userId: string): Promise<DictionaryReview> {
    const [rows, dueCount] = await Promise.all([
      this.entries.query(
        `SELECT id AS "_id", word, part_of_speech, definition, example_sentence, ${isoTimestampSql('e.created_at')} AS created_at, review_card
         FROM dictionary_entries e
         WHERE e.user_id = $1 AND e.review_due_at <= now()
         ORDER BY e.review_due_at, e.id
         LIMIT ${REVIEW_ROUND_SIZE}`,
        [userId],
      ) as Promise<Array<DictionaryEntry & { review_card: StoredReviewCard | null }>>,
      this.dueCount(userId),
    ]);
    const now = new Date();
    const cards = rows.map(({ review_card, ...entry }) => ({ ...entry, next_due: nextDue(fromStored(review_card, now), now) }));
    return { due_count: dueCount, cards };
  }

  /** Records how well the word was recalled and schedules its next review. */
  async review(userId: string, entryId: string, grade: ReviewGrade): Promise<ReviewWordResponse> {
    const entry = await this.entries.findOne({ where: { id: entryId, userId }, select: { id: true, reviewCard: true } });
    if (!entry) throw DictionaryError.entryNotFound();
    const now = new Date();
    const { card } = scheduler.next(fromStored(entry.reviewCard, now), now, GRADES[grade]);
    await this.entries.update({ id: entryId, userId }, { reviewCard: toStored(card), reviewDueAt: card.due });
    return { _id: entryId, due_at: card.due.toISOString(), due_count: await this.dueCount(userId), next_due: nextDue(card, now) };
  }

  private async dueCount(userId: string): Promise<number> {
    const rows = (await this.entries.query(`SELECT count(*)::int AS n FROM dictionary_entries WHERE user_id = $1 AND review_due_at <= now()`, [userId])) as {
      n: number;
    }[];
    return rows[0]?.n ?? 0;
  }
}
