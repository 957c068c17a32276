import { Injectable, Logger } from '@nestjs/common';
import type { RemoteName, RemoteReport, RemoteReportKind } from '@speakwell/contracts';
import { Counter } from 'prom-client';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitError } from '../common/rate-limit/rate-limit.errors.js';
import { RateLimitStore } from '../common/rate-limit/rate-limit.store.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { MANIFEST_FILE } from './remote-manifest.js';
import { ReleasesError } from './releases.errors.js';
import { ReleasesService, remoteName } from './releases.service.js';

/** The counts of the build served with the app (no release) are kept under this version. */
export const BUILT_IN = 'built-in';

/**
 * When a live release is rolled back by itself: once it has at least `minLoads` loads, and its
 * error rate (failed loads + render errors, per load attempt) is above `factor` × the error rate
 * of the version the others are served (the previous release, or the built-in build) plus `margin`.
 */
export const AUTO_ROLLBACK_RULE = { minLoads: 20, factor: 3, margin: 0.05 };

/** A page reports each remote it loads (the opened one and the background preloads) and at most a failure each: far above what a person makes. */
export const REPORTS_PER_MINUTE = 300;

interface Counts {
  loads: number;
  failures: number;
  errors: number;
}

function percent(rate: number): string {
  return `${Math.round(rate * 1000) / 10} %`;
}

function rateOf(counts: Counts): { attempts: number; rate: number } {
  const attempts = counts.loads + counts.failures;
  return { attempts, rate: attempts === 0 ? 0 : (counts.failures + counts.errors) / attempts };
}

/**
 * Loads and errors of each remote version as the shell reports them, counted in PostgreSQL (so
 * every replica sees them all) and in the metrics; a live release whose error rate is clearly
 * above the previous version's (AUTO_ROLLBACK_RULE) is rolled back, and the audit says why.
 */
@Injectable()
export class RemoteHealthService {
  private readonly logger = new Logger('Remotes');
  private readonly limiter: RateLimiterAbstract;
  private readonly loadsTotal: Counter<'remote' | 'version'>;
  private readonly errorsTotal: Counter<'remote' | 'version' | 'kind'>;

  constructor(
    private readonly releases: ReleasesService,
    store: RateLimitStore,
    metrics: MetricsService,
  ) {
    this.limiter = store.create({ keyPrefix: 'remote-reports', points: REPORTS_PER_MINUTE, duration: 60 });
    this.loadsTotal = new Counter({
      name: 'speakwell_remote_loads_total',
      help: 'Remote loads the shell reported, by remote and version',
      labelNames: ['remote', 'version'] as const,
      registers: [metrics.registry],
    });
    this.errorsTotal = new Counter({
      name: 'speakwell_remote_errors_total',
      help: 'Remote failures the shell reported (load_failure, render_error), by remote, version and kind',
      labelNames: ['remote', 'version', 'kind'] as const,
      registers: [metrics.registry],
    });
  }

  /** The version a report is about: given, or read from the manifest URL the page loaded. */
  private async versionOf(name: RemoteName, report: RemoteReport): Promise<string> {
    if (report.version) return report.version;
    const url = report.manifest_url ?? '';
    let path = url;
    try {
      path = new URL(url, 'http://page.invalid').pathname;
    } catch {
      throw ReleasesError.badBuild('manifest_url is not a URL');
    }
    if (path === `/remotes/${name}/${MANIFEST_FILE}`) return BUILT_IN;
    const published = new RegExp(`^/remotes/${name}/([^/]+)/${MANIFEST_FILE.replace('.', '\\.')}$`).exec(path)?.[1];
    if (published) return decodeURIComponent(published);
    const external = await this.releases.repository.versionAt(name, url);
    if (!external) throw ReleasesError.notPublished(name, url);
    return external;
  }

  async record(report: RemoteReport, clientKey: string): Promise<void> {
    try {
      await this.limiter.consume(clientKey);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimitError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      throw rejection;
    }
    const name = remoteName(report.remote);
    const version = await this.versionOf(name, report);
    if (version !== BUILT_IN) {
      if (!(await this.releases.repository.version(undefined, name, version))) throw ReleasesError.notPublished(name, version);
    }
    const column = { load: 'loads', load_failure: 'load_failures', render_error: 'render_errors' } as const satisfies Record<RemoteReportKind, string>;
    await this.releases.repository.countReport(name, version, column[report.kind]);
    if (report.kind === 'load') this.loadsTotal.inc({ remote: name, version });
    else this.errorsTotal.inc({ remote: name, version, kind: report.kind });
    await this.checkLiveRelease(name, version);
  }

  private async counts(name: string, version: string): Promise<Counts> {
    const row = await this.releases.repository.loadStats(name, version);
    return { loads: Number(row?.loads ?? 0), failures: Number(row?.load_failures ?? 0), errors: Number(row?.render_errors ?? 0) };
  }

  /** Applies AUTO_ROLLBACK_RULE to the remote's live release when the report was about it. */
  private async checkLiveRelease(name: RemoteName, version: string): Promise<void> {
    const state = (await this.releases.liveStates())[name];
    if (!state || state.current.version !== version) return;
    const before = state.previous?.version ?? BUILT_IN;
    const now = rateOf(await this.counts(name, version));
    const old = rateOf(await this.counts(name, before));
    const { minLoads, factor, margin } = AUTO_ROLLBACK_RULE;
    if (now.attempts < minLoads || now.rate <= factor * old.rate + margin) return;
    const reason =
      `error rate ${percent(now.rate)} over ${now.attempts} loads against ${percent(old.rate)} for ${before} ` +
      `(rule: at least ${minLoads} loads and more than ${factor} × the previous version's rate + ${percent(margin)})`;
    try {
      await this.releases.rollback(name, 'automatic', reason, version);
      this.logger.warn(`Rolled back ${name} ${version} automatically: ${reason}`);
    } catch (error) {
      // Another report (or replica) rolled it back first.
      if (!(error instanceof ReleasesError)) throw error;
    }
  }
}
