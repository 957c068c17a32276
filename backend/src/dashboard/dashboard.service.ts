import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DashboardStats } from '@speakwell/contracts';
import type { DataSource } from 'typeorm';
import { estimatePracticeMinutes } from './practice-time.js';
import { deliveryTrendSql, type DeliveryTrendRow } from './delivery-trend.queries.js';
import { drillStatsSql, scriptTotalsSql, type DrillStatsRow, type ScriptTotalsRow } from './dashboard.queries.js';

@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Two aggregate statements (drills, shadowing) side by side: at most two pooled connections
   * per call, so a busy dashboard does not starve the pool.
   */
  async stats(userId: string): Promise<DashboardStats> {
    // The delivery trend follows the drill statement on its side, so still at most two connections.
    const [[drillRows, trendRows], scriptRows] = await Promise.all([
      this.read<DrillStatsRow>(drillStatsSql, userId).then(
        async (rows) => [rows, await this.read<DeliveryTrendRow>(deliveryTrendSql, userId)] as const,
      ),
      this.read<ScriptTotalsRow>(scriptTotalsSql, userId),
    ]);
    const drills = drillRows[0];
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
      drills_per_day: drills.drills_per_day,
      weekly_avg_rating: drills.weekly_avg_rating,
      avg_rating_by_topic: drills.avg_rating_by_topic,
      common_structures: drills.common_structures,
      delivery_trend: trendRows,
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
