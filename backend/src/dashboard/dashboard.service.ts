import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DashboardStats } from '@speakwell/contracts';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared-query.js';
import { estimatePracticeMinutes } from './practice-time.js';
import { dashboardSql, type DashboardRow } from './dashboard.queries.js';

@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One statement over the running totals: one pooled connection per call. */
  async stats(userId: string): Promise<DashboardStats> {
    const [row] = await this.read(userId);
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

  /** A named prepared statement, so each pooled connection plans it once (planning was about as costly as running it). */
  private read(userId: string): Promise<DashboardRow[]> {
    return preparedQuery<DashboardRow>(this.db, 'dashboard-stats', dashboardSql, [userId]);
  }
}
