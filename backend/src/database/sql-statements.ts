import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { AfterQueryEvent } from 'typeorm/subscriber/event/QueryEvent.js';

/** A hand-written statement of a repository. With a `name` it is prepared once per pooled connection and run by name after that. */
export interface SqlStatement {
  /** Unique in the app: node-postgres refuses one name for two texts on a connection. */
  name?: string;
  text: string;
}

/** The one call of node-postgres' client used here (what TypeORM's postgres QueryRunner.connect() hands back). */
interface PgClient {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * How repositories run hand-written SQL: on a pooled connection taken through TypeORM's public
 * QueryRunner, as a named prepared statement, so the hot reads (the sign-in check of every
 * request, the dashboard, the list pages) are planned once per connection and skip TypeORM's
 * query building. Inside a transaction pass its EntityManager: the statement runs on the
 * transaction's connection. Rows come back as node-postgres parsed them. Each statement is told to
 * the data source's subscribers (afterQuery) as TypeORM's own are, so the query metrics and the
 * health check's "recent queries succeeded" see it too.
 */
@Injectable()
export class SqlStatements {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async rows<Row>(statement: SqlStatement, values: unknown[], manager?: EntityManager): Promise<Row[]> {
    const transaction = manager?.queryRunner;
    const runner = transaction ?? this.dataSource.createQueryRunner();
    const started = Date.now();
    try {
      const client = (await runner.connect()) as PgClient;
      const { rows } = await client.query({ ...statement, values });
      this.tell(runner, statement, values, { success: true, executionTime: Date.now() - started });
      return rows as Row[];
    } catch (error) {
      this.tell(runner, statement, values, { success: false, executionTime: Date.now() - started, error });
      throw error;
    } finally {
      if (!transaction) await runner.release();
    }
  }

  private tell(
    queryRunner: QueryRunner,
    statement: SqlStatement,
    parameters: unknown[],
    outcome: Pick<AfterQueryEvent, 'success' | 'executionTime' | 'error'>,
  ): void {
    const event: AfterQueryEvent = {
      dataSource: this.dataSource,
      connection: this.dataSource,
      queryRunner,
      manager: queryRunner.manager,
      query: statement.text,
      parameters,
      ...outcome,
    };
    for (const subscriber of this.dataSource.subscribers) void subscriber.afterQuery?.(event);
  }

  /** The first row, or null. */
  async row<Row>(statement: SqlStatement, values: unknown[], manager?: EntityManager): Promise<Row | null> {
    return (await this.rows<Row>(statement, values, manager))[0] ?? null;
  }
}
