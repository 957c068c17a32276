import { errorText } from '@speakwell/api-client';
import { profileQuery, updateProfile } from '@speakwell/api-client/queries';
import { Card, PageHeader } from '@speakwell/ui';
import { ProfileForm } from '@speakwell/ui/profile-form';
import { DeleteAccountCard } from './delete-account-card.js';
import { MyDataCard } from './my-data-card.js';

/** /settings: the profile form (the same one the shadowing screen opens as 'User Profile'), the user's data out, and account deletion. */
export function SettingsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Settings" subtitle="Manage your profile and password." />
      <Card title="Profile" className="max-w-2xl">
        <ProfileForm profileQuery={profileQuery()} saveProfile={updateProfile} errorText={errorText} />
      </Card>
      <MyDataCard />
      <DeleteAccountCard />
    </div>
  );
}
