import { errorText } from '@speakwell/api-client';
import { Button, Dialog, ProfileForm } from '@speakwell/ui';
import { getProfile, updateProfile } from '../api/profile.js';

/** The settings button's 'User Profile' modal: the same form as /settings. */
export function ProfileModal({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      title="User Profile"
      onClose={onClose}
      footer={
        <footer className="flex justify-end rounded-b-2xl border-t border-ink-100 bg-ink-50 px-6 py-4">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </footer>
      }
    >
      <ProfileForm loadProfile={getProfile} saveProfile={updateProfile} errorText={errorText} />
    </Dialog>
  );
}
