import { errorText } from '@speakwell/api-client';
import { profileQuery, updateProfile } from '@speakwell/api-client/queries';
import { Dialog } from '@speakwell/ui';
import { ProfileForm } from '@speakwell/ui/profile-form';

/** The settings button's 'User Profile' modal: the same form as /settings. */
export function ProfileModal({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      title="User Profile"
      onClose={onClose}
      cancelLabel="Close"
    >
      <ProfileForm profileQuery={profileQuery()} saveProfile={updateProfile} errorText={errorText} />
    </Dialog>
  );
}
