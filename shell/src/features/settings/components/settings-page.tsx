import { errorText } from '@speakwell/api-client';
import { Card, PageHeader, ProfileForm } from '@speakwell/ui';
import { getProfile } from '../api/get-profile.js';
import { updateProfile } from '../api/update-profile.js';

/** /settings: the profile form (the same one the shadowing screen opens as 'User Profile'). */
export function SettingsPage() {
  return (
    <div>
      <PageHeader title="Settings" subtitle="Manage your profile and password." />
      <Card title="Profile" className="max-w-2xl">
        <ProfileForm loadProfile={getProfile} saveProfile={updateProfile} errorText={errorText} />
      </Card>
    </div>
  );
}
