import type { DataSource } from 'typeorm';

/** The part of node-postgres' Pool used here (TypeORM's postgres driver keeps it as `driver.master`). */
interface PreparingPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs `text` as the named prepared statement `name` straight on the pool behind TypeORM: each
 * pooled connection plans it once, and the call skips TypeORM's query runner. For the hot reads
 * that every request or every screen makes (the sign-in check, the dashboard); rows come back
 * as node-postgres parsed them.
 */
export async function preparedQuery<Row>(dataSource: DataSource, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master?: PreparingPool }).master;
  if (!pool) throw new Error('the database pool is not ready');
  return (await pool.query({ name, text, values })).rows as Row[];
}
