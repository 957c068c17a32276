import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DashboardStats } from '@speakwell/contracts';
import type { DataSource } from 'typeorm';
import { estimatePracticeMinutes } from './practice-time.js';
import {
  drillTotalsSql,
  drillsPerDaySql,
  frameworkCountSql,
  topicAverageSql,
  weeklyAverageSql,
  type DrillTotalsRow,
  type DrillsPerDayRow,
  type FrameworkCountRow,
  type TopicAverageRow,
  type WeeklyAverageRow,
} from './dashboard.queries.js';

interface ScriptTotals {
  average_match_accuracy: number | null;
  most_practiced_script: string | null;
  spoken_words: number;
}

@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A handful of aggregate statements, each on its own pooled connection, run side by side. */
  async stats(userId: string): Promise<DashboardStats> {
    const [totals, perDay, weekly, topics, frameworks, scripts] = await Promise.all([
      this.read<DrillTotalsRow>(drillTotalsSql, userId),
      this.read<DrillsPerDayRow>(drillsPerDaySql, userId),
      this.read<WeeklyAverageRow>(weeklyAverageSql, userId),
      this.read<TopicAverageRow>(topicAverageSql, userId),
      this.read<FrameworkCountRow>(frameworkCountSql, userId),
      this.scriptTotals(userId),
    ]);
    const drills = totals[0];
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

  /** Script shadowing is not stored yet: no runs, so no accuracy, no favourite, no time. */
  private scriptTotals(_userId: string): Promise<ScriptTotals> {
    return Promise.resolve({ average_match_accuracy: null, most_practiced_script: null, spoken_words: 0 });
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
