import { PageHeader } from '@speakwell/ui';

/** /settings: the profile form comes with the profile work; the route lives in the shell. */
export function SettingsPage() {
  return <PageHeader title="Settings" subtitle="Manage your profile and password." />;
}
