import { Injectable } from '@nestjs/common';
import type { DashboardStats } from '@speakwell/contracts';
import { DashboardRepository } from './dashboard.repository.js';
import { estimatePracticeMinutes } from './practice-time.js';

@Injectable()
export class DashboardService {
  constructor(private readonly dashboard: DashboardRepository) {}

  /** One statement over the running totals: one pooled connection per call. */
  async stats(userId: string): Promise<DashboardStats> {
    const row = await this.dashboard.stats(userId);
    return {
      total_sessions: row.total_sessions,
      total_drills: row.total_drills,
      average_rating: row.average_rating,
      average_match_accuracy: row.average_match_accuracy,
      most_practiced_script: row.most_practiced_script,
      estimated_practice_time_minutes: estimatePracticeMinutes({
        answeredDrills: row.total_drills,
        answerCharacters: row.answer_characters,
        shadowingWords: row.spoken_words,
      }),
      drills_per_day: row.drills_per_day,
      weekly_avg_rating: row.weekly_avg_rating,
      avg_rating_by_topic: row.avg_rating_by_topic,
      common_structures: row.common_structures,
      delivery_trend: row.delivery_trend,
    };
  }
}
