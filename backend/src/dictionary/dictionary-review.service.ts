import { Injectable } from '@nestjs/common';
import type { DictionaryReview, ReviewGrade, ReviewNextDue, ReviewWordResponse } from '@speakwell/contracts';
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { StoredReviewCard } from './dictionary-entry.entity.js';
import { DictionaryError } from './dictionary.errors.js';
import { DictionaryRepository } from './dictionary.repository.js';

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
  constructor(private readonly entries: DictionaryRepository) {}

  /** The words due now (most overdue first, at most one round) and how many are due in all. */
  async due(userId: string): Promise<DictionaryReview> {
    const [rows, dueCount] = await Promise.all([this.entries.dueCards(userId), this.entries.dueCount(userId)]);
    const now = new Date();
    const cards = rows.map(({ review_card, ...entry }) => ({ ...entry, next_due: nextDue(fromStored(review_card, now), now) }));
    return { due_count: dueCount, cards };
  }

  /** Records how well the word was recalled and schedules its next review. */
  async review(userId: string, entryId: string, grade: ReviewGrade): Promise<ReviewWordResponse> {
    const stored = await this.entries.reviewCard(userId, entryId);
    if (stored === undefined) throw DictionaryError.entryNotFound();
    const now = new Date();
    const { card } = scheduler.next(fromStored(stored, now), now, GRADES[grade]);
    await this.entries.scheduleReview(userId, entryId, toStored(card), card.due);
    return { _id: entryId, due_at: card.due.toISOString(), due_count: await this.entries.dueCount(userId), next_due: nextDue(card, now) };
  }
}
