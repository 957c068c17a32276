import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { missingMigrations } from '../database/migrate.js';
import { Drain } from '../lifecycle/drain.js';

const CHECK_TIMEOUT_MS = 2000;
/** A query of live traffic that succeeded this recently proves the database up: readiness then asks nothing more. */
const RECENT_SUCCESS_MS = 2000;
/** How long a schema check holds: `migrate down` takes a replica out within this plus one proxy check. */
const SCHEMA_CHECK_MS = 2000;

@Injectable()
export class HealthService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(HealthService.name);
  private stopping = false;
  /** The last reason the schema made readiness fail, logged once per change. */
  private schemaProblem: string | undefined;
  private schemaCheckedAt = 0;
  private lastQuerySucceededAt = 0;

  /** True once a graceful stop has begun (SIGTERM) or the app closes: readiness fails so the proxy stops sending traffic. */
  get isShuttingDown(): boolean {
    return this.stopping || this.drain.isDraining;
  }

  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly drain: Drain,
  ) {
    // Under load the pool is busy: a readiness query would queue behind the users' requests and
    // time out, and the proxy would take a working replica out. Their own queries vouch for it.
    dataSource.subscribers.push({
      afterQuery: (event: { success: boolean }) => {
        // Any failure (a lost connection, or only a duplicate email) sends readiness back to asking itself.
        this.lastQuerySucceededAt = event.success ? Date.now() : 0;
      },
    });
  }

  /** True when PostgreSQL answers a trivial query within two seconds (or, for readiness, live traffic's queries just succeeded). */
  async isDatabaseUp({ trustRecentQueries = false } = {}): Promise<boolean> {
    if (trustRecentQueries && Date.now() - this.lastQuerySucceededAt < RECENT_SUCCESS_MS) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
      return true;
    } catch (error) {
      this.logger.warn(`Database health check failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Why the database's schema cannot serve this version (a migration it needs is not applied,
   * e.g. after `npm run migrate down` under a running newer replica), or undefined when it can.
   * Readiness fails meanwhile, so the proxy sends traffic to replicas that match the schema.
   */
  async schemaProblemText(): Promise<string | undefined> {
    if (Date.now() - this.schemaCheckedAt < SCHEMA_CHECK_MS) return this.schemaProblem;
    this.schemaCheckedAt = Date.now();
    const missing = await missingMigrations(this.dataSource);
    const problem = missing.length === 0 ? undefined : `Database schema is older than this version needs (not applied: ${missing.join(', ')})`;
    if (problem !== this.schemaProblem) {
      if (problem) this.logger.warn(`Not ready: ${problem}; run \`npm run migrate\` or restart this replica to apply it`);
      else if (this.schemaProblem) this.logger.log('Database schema is up to date again: ready');
      this.schemaProblem = problem;
    }
    return problem;
  }
}
