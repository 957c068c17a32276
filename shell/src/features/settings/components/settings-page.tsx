import { errorText } from '@speakwell/api-client';
import { Card, PageHeader, ProfileForm } from '@speakwell/ui';
import { getProfile } from '../api/get-profile.js';
import { updateProfile } from '../api/update-profile.js';
import { DeleteAccountCard } from './delete-account-card.js';
import { MyDataCard } from './my-data-card.js';

/** /settings: the profile form (the same one the shadowing screen opens as 'User Profile'), the user's data out, and account deletion. */
export function SettingsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Settings" subtitle="Manage your profile and password." />
      <Card title="Profile" className="max-w-2xl">
        <ProfileForm loadProfile={getProfile} saveProfile={updateProfile} errorText={errorText} />
      </Card>
      <MyDataCard />
      <DeleteAccountCard />
    </div>
  );
}
