import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { missingMigrations } from '../database/migrate.js';
import { SqlStatements } from '../database/sql-statements.js';

/** What the health checks ask the database: whether it answers, and whether its schema is the one this version needs. */
@Injectable()
export class HealthRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sql: SqlStatements,
  ) {}

  /** Resolves once PostgreSQL has answered a trivial statement (the one query of GET /api/health). */
  async ping(): Promise<void> {
    await this.sql.rows({ name: 'health-ping', text: 'SELECT 1' }, []);
  }

  /** The migrations this version needs that the database has not applied; rejects when the schema cannot be read. */
  missingMigrations(): Promise<string[]> {
    return missingMigrations(this.dataSource);
  }
}
