import { errorText } from '@speakwell/api-client';
import { profileQuery, updateProfile } from '@speakwell/api-client/queries';
import type { UpdateProfileRequest } from '@speakwell/contracts';
import { Card, PageHeader } from '@speakwell/ui';
import { ProfileForm } from '@speakwell/ui/profile-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DeleteAccountCard } from './delete-account-card.js';
import { GoogleProofCancelled, useGoogleProof } from './google-proof-dialog.js';
import { MyDataCard } from './my-data-card.js';
import { RecordingsCard } from './recordings-card.js';

const savingErrorText = (error: unknown, fallback: string) => (error instanceof GoogleProofCancelled ? error.message : errorText(error, fallback));

/** /settings: the profile form (the same one the shadowing screen opens as 'User Profile'), the user's data out, and account deletion. */
export function SettingsPage() {
  const profile = useQuery(profileQuery());
  const queryClient = useQueryClient();
  const googleProof = useGoogleProof();
  // An account without a password proves it is theirs with a fresh Google sign-in to set one.
  const googleOnly = profile.data?.sign_in?.password === false;
  const save = async (update: UpdateProfileRequest) => {
    if (!googleOnly || !update.password) return updateProfile(update);
    const saved = await updateProfile({ ...update, google_token: await googleProof.ask() });
    // It has a password now: the next change asks for it.
    await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    return saved;
  };

  return (
    <div className="space-y-6">
      <PageHeader title="Settings" subtitle="Manage your profile and password." />
      <Card title="Profile" className="max-w-2xl">
        <ProfileForm profileQuery={profileQuery()} saveProfile={save} errorText={savingErrorText} />
      </Card>
      {googleProof.dialog}
      <MyDataCard />
      <RecordingsCard />
      <DeleteAccountCard />
    </div>
  );
}
