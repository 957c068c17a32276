import { Injectable } from '@nestjs/common';
import { SqlStatements } from '../database/sql-statements.js';
import { dashboardSql, type DashboardRow } from './dashboard.queries.js';

/** The dashboard's read over the caller's running totals (the dashboard_* tables the triggers keep). */
@Injectable()
export class DashboardRepository {
  constructor(private readonly sql: SqlStatements) {}

  /** Everything the dashboard shows in one prepared statement (planning it was about as costly as running it). */
  async stats(userId: string): Promise<DashboardRow> {
    const row = await this.sql.row<DashboardRow>({ name: 'dashboard-stats', text: dashboardSql }, [userId]);
    if (!row) throw new Error('the dashboard statement always answers one row');
    return row;
  }
}
