import { PageHeader } from '@speakwell/ui';

/** '/dashboard': statistics and charts of progress. */
export function DashboardPage() {
  return <PageHeader title="Your Progress Dashboard" />;
}
