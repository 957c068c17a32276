import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import type { AfterQueryEvent } from 'typeorm/subscriber/event/QueryEvent.js';
import type { MetricsService } from './metrics.service.js';

interface QueryingPool {
  query(...args: unknown[]): Promise<unknown>;
}

/**
 * Times every database query into speakwell_db_query_duration_seconds: TypeORM's (its
 * afterQuery event carries the time) and the prepared reads that go straight to the pool
 * (database/prepared-query.ts).
 */
export function observeDatabaseQueries(dataSource: DataSource, metrics: MetricsService): void {
  const subscriber: EntitySubscriberInterface = {
    afterQuery(event: AfterQueryEvent) {
      if (event.executionTime !== undefined) metrics.dbQueryDuration.observe({ outcome: event.success ? 'ok' : 'error' }, event.executionTime / 1000);
    },
  };
  dataSource.subscribers.push(subscriber);

  const pool = (dataSource.driver as unknown as { master?: QueryingPool }).master;
  if (!pool) return;
  const query = pool.query.bind(pool);
  pool.query = async (...args: unknown[]) => {
    const stop = metrics.dbQueryDuration.startTimer();
    try {
      const result = await query(...args);
      stop({ outcome: 'ok' });
      return result;
    } catch (error) {
      stop({ outcome: 'error' });
      throw error;
    }
  };
}
