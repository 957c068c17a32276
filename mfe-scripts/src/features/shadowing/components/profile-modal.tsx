import { errorText } from '@speakwell/api-client';
import { profileQuery, updateProfile } from '@speakwell/api-client/queries';
import { Button, Dialog } from '@speakwell/ui';
import { ProfileForm } from '@speakwell/ui/profile-form';

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
      <ProfileForm profileQuery={profileQuery()} saveProfile={updateProfile} errorText={errorText} />
    </Dialog>
  );
}
