import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Drain } from '../lifecycle/drain.js';

const CHECK_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(HealthService.name);
  private stopping = false;

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
}
