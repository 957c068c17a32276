import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Drain } from '../lifecycle/drain.js';
import { HealthRepository } from './health.repository.js';

const CHECK_TIMEOUT_MS = 2000;
/** A query of live traffic that succeeded this recently proves the database up: readiness then asks nothing more. */
const RECENT_SUCCESS_MS = 2000;
/** How often readiness looks at the database and its schema again: `migrate down` takes a replica out within this plus one check and one proxy check. */
const RECHECK_MS = 2000;
/**
 * How long the last finished check answers readiness while a newer one is still running. A
 * busy replica's pool makes a check wait behind the users' queries; it is still working, so the
 * proxy keeps it. A check that has not finished in this long (and no live query succeeded
 * meanwhile) fails readiness.
 */
const CHECK_HOLDS_MS = 15_000;

/** What readiness found when it last asked the database. */
interface DatabaseCheck {
  at: number;
  up: boolean;
  /** Why the schema cannot serve this version, when it cannot. */
  schemaProblem: string | undefined;
}

export type Readiness = { ready: true } | { ready: false; reason: 'database' } | { ready: false; reason: 'schema'; problem: string };

@Injectable()
export class HealthService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(HealthService.name);
  private stopping = false;
  /** The last reason the schema made readiness fail, logged once per change. */
  private loggedSchemaProblem: string | undefined;
  private lastCheck: DatabaseCheck | undefined;
  private checking: Promise<DatabaseCheck> | undefined;
  private checkingSince: number | undefined;
  private lastQuerySucceededAt = 0;

  /** True once a graceful stop has begun (SIGTERM) or the app closes: readiness fails so the proxy stops sending traffic. */
  get isShuttingDown(): boolean {
    return this.stopping || this.drain.isDraining;
  }

  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly database: HealthRepository,
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

  /** True when PostgreSQL answers a trivial query within `timeoutMs` (GET /api/health, the floor of the benchmarks: one `SELECT 1`). */
  async isDatabaseUp(timeoutMs = CHECK_TIMEOUT_MS): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([this.database.ping(), timeout]);
      return true;
    } catch (error) {
      this.logger.warn(`Database health check failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Whether this replica can serve: the database up with the schema this version needs (a
   * migration it needs not applied, e.g. after `npm run migrate down` under a running newer
   * replica, fails it). Answered from the last check, which is renewed in the background every
   * two seconds, so a readiness probe never waits in the pool behind the users' queries: only
   * the first probe of the process waits for a check.
   */
  async readiness(): Promise<Readiness> {
    const now = Date.now();
    const last = this.lastCheck ?? (await this.check());
    if (now - last.at >= RECHECK_MS) void this.check();
    const trafficVouches = now - this.lastQuerySucceededAt < RECENT_SUCCESS_MS;
    const checkHangs = this.checkingSince !== undefined && now - this.checkingSince >= CHECK_HOLDS_MS;
    if (!trafficVouches && (!last.up || checkHangs)) return { ready: false, reason: 'database' };
    if (last.schemaProblem) return { ready: false, reason: 'schema', problem: last.schemaProblem };
    return { ready: true };
  }

  /** One check at a time: a probe that comes while one runs shares it. */
  private check(): Promise<DatabaseCheck> {
    if (!this.checking) {
      this.checkingSince = Date.now();
      this.checking = this.runCheck().finally(() => {
        this.checking = undefined;
        this.checkingSince = undefined;
      });
    }
    return this.checking;
  }

  private async runCheck(): Promise<DatabaseCheck> {
    const trafficVouches = Date.now() - this.lastQuerySucceededAt < RECENT_SUCCESS_MS;
    // A check waits its turn in the pool like any query: waiting is being busy, not down.
    const up = trafficVouches || (await this.isDatabaseUp(CHECK_HOLDS_MS));
    let schemaProblem = this.lastCheck?.schemaProblem;
    if (up) {
      const missing = await this.database.missingMigrations().catch(() => undefined);
      schemaProblem =
        missing === undefined
          ? 'Database schema could not be read'
          : missing.length === 0
            ? undefined
            : `Database schema is older than this version needs (not applied: ${missing.join(', ')})`;
      this.logSchemaChange(schemaProblem);
    }
    this.lastCheck = { at: Date.now(), up, schemaProblem };
    return this.lastCheck;
  }

  private logSchemaChange(problem: string | undefined): void {
    if (problem === this.loggedSchemaProblem) return;
    if (problem) this.logger.warn(`Not ready: ${problem}; run \`npm run migrate\` or restart this replica to apply it`);
    else if (this.loggedSchemaProblem) this.logger.log('Database schema is up to date again: ready');
    this.loggedSchemaProblem = problem;
  }
}
