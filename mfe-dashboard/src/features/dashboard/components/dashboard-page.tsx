import type { DashboardStats } from '@speakwell/contracts';
import { IconChart, IconClipboard, IconHistory, IconMic, IconScript, IconWave, LoadFailure, PageHeader, Spinner } from '@speakwell/ui';
import { useEffect, type ReactNode } from 'react';
import { useDashboardStats } from '../api/get-dashboard-stats.js';
import { formatAccuracy, formatAverageRating, NOT_AVAILABLE } from '../stats-format.js';
import { preloadCharts } from './chart-card.js';
import { DashboardCharts } from './dashboard-charts.js';
import { StatCard } from './stat-card.js';

/** '/dashboard': statistics and charts of progress. */
export function DashboardPage() {
  const stats = useDashboardStats();
  useEffect(preloadCharts, []);
  useEffect(() => {
    // The spec keeps the cause out of the screen; it goes to the console.
    if (stats.error) console.error('Failed to load dashboard statistics', stats.error);
  }, [stats.error]);

  return (
    <div>
      <PageHeader title="Your Progress Dashboard" subtitle="See how your speaking practice is going: drills, ratings and script shadowing over time." />
      {stats.isPending && (
        <p className="flex items-center gap-3 text-ink-500">
          <Spinner size="sm" />
          Loading dashboard...
        </p>
      )}
      {stats.isError && <LoadFailure query={stats}>Could not load dashboard statistics.</LoadFailure>}
      {stats.data && <DashboardContent stats={stats.data} />}
    </div>
  );
}

function DashboardContent({ stats }: { stats: DashboardStats }) {
  return (
    <div className="animate-fade-in space-y-10">
      <StatSection title="Speaking Drills">
        <StatCard label="Total Sessions" value={String(stats.total_sessions)} icon={<IconHistory />} />
        <StatCard label="Total Drills" value={String(stats.total_drills)} icon={<IconMic />} hint="Answered questions" />
        <StatCard label="Overall Average" value={formatAverageRating(stats.average_rating)} icon={<IconChart />} />
      </StatSection>
      <StatSection title="Script Shadowing">
        <StatCard label="Avg. Match Accuracy (%)" value={formatAccuracy(stats.average_match_accuracy)} icon={<IconWave />} />
        <StatCard
          label="Most Practiced"
          value={stats.most_practiced_script ?? NOT_AVAILABLE}
          icon={<IconScript />}
          wordy={stats.most_practiced_script !== null}
        />
        <StatCard
          label="Est. Practice Time (min)"
          value={String(stats.estimated_practice_time_minutes)}
          icon={<IconClipboard />}
          hint="Drills and shadowing together"
        />
      </StatSection>
      <DashboardCharts stats={stats} />
    </div>
  );
}

function StatSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-sm font-semibold tracking-wide text-ink-500 uppercase">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  );
}
