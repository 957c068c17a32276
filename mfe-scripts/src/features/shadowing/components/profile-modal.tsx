import { errorText } from '@speakwell/api-client';
import { Dialog, ProfileForm } from '@speakwell/ui';
import { getProfile, updateProfile } from '../api/profile.js';

/** The settings button's 'User Profile' modal: the same form as /settings. */
export function ProfileModal({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      title="User Profile"
      onClose={onClose}
      cancelLabel="Close"
    >
      <ProfileForm loadProfile={getProfile} saveProfile={updateProfile} errorText={errorText} />
    </Dialog>
  );
}
