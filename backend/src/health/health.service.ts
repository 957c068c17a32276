import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { missingMigrations } from '../database/migrate.js';
import { Drain } from '../lifecycle/drain.js';

const CHECK_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(HealthService.name);
  private stopping = false;
  /** The last reason the schema made readiness fail, logged once per change. */
  private schemaProblem: string | undefined;

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
  ) {}

  /** True when PostgreSQL answers a trivial query within two seconds. */
  async isDatabaseUp(): Promise<boolean> {
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
