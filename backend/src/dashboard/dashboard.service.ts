import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DashboardStats } from '@speakwell/contracts';
import type { DataSource } from 'typeorm';
import { estimatePracticeMinutes } from './practice-time.js';
import {
  drillTotalsSql,
  drillsPerDaySql,
  frameworkCountSql,
  scriptTotalsSql,
  topicAverageSql,
  weeklyAverageSql,
  type DrillTotalsRow,
  type DrillsPerDayRow,
  type FrameworkCountRow,
  type ScriptTotalsRow,
  type TopicAverageRow,
  type WeeklyAverageRow,
} from './dashboard.queries.js';

@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A handful of aggregate statements, each on its own pooled connection, run side by side. */
  async stats(userId: string): Promise<DashboardStats> {
    const [totals, perDay, weekly, topics, frameworks, scriptRows] = await Promise.all([
      this.read<DrillTotalsRow>(drillTotalsSql, userId),
      this.read<DrillsPerDayRow>(drillsPerDaySql, userId),
      this.read<WeeklyAverageRow>(weeklyAverageSql, userId),
      this.read<TopicAverageRow>(topicAverageSql, userId),
      this.read<FrameworkCountRow>(frameworkCountSql, userId),
      this.read<ScriptTotalsRow>(scriptTotalsSql, userId),
    ]);
    const drills = totals[0];
    const scripts = scriptRows[0];
    return {
      total_sessions: drills.total_sessions,
      total_drills: drills.total_drills,
      average_rating: drills.average_rating,
      average_match_accuracy: scripts.average_match_accuracy,
      most_practiced_script: scripts.most_practiced_script,
      estimated_practice_time_minutes: estimatePracticeMinutes({
        answeredDrills: drills.total_drills,
        answerCharacters: drills.answer_characters,
        shadowingWords: scripts.spoken_words,
      }),
      drills_per_day: perDay,
      weekly_avg_rating: weekly,
      avg_rating_by_topic: topics,
      common_structures: frameworks,
    };
  }

  /**
   * A read-only statement. It asks for a 'slave' query runner: with TypeORM replication
   * configured the dashboard reads go to a read replica, without it to the one server.
   */
  private async read<Row>(sql: string, userId: string): Promise<Row[]> {
    const runner = this.db.createQueryRunner('slave');
    try {
      return (await runner.query(sql, [userId])) as Row[];
    } finally {
      await runner.release();
    }
  }
}
