import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import type { AfterQueryEvent } from 'typeorm/subscriber/event/QueryEvent.js';
import type { MetricsService } from './metrics.service.js';

/**
 * Times every database query into speakwell_db_query_duration_seconds from TypeORM's afterQuery
 * event, which carries the time: TypeORM's own queries and the named statements of
 * database/sql-statements.ts, which report to the same subscribers.
 */
export function observeDatabaseQueries(dataSource: DataSource, metrics: MetricsService): void {
  const subscriber: EntitySubscriberInterface = {
    afterQuery(event: AfterQueryEvent) {
      if (event.executionTime !== undefined) metrics.dbQueryDuration.observe({ outcome: event.success ? 'ok' : 'error' }, event.executionTime / 1000);
    },
  };
  dataSource.subscribers.push(subscriber);
}
