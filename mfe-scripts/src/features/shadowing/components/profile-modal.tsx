import { ProfileForm } from '@speakwell/profile';
import { Dialog } from '@speakwell/ui';

/** The settings button's 'User Profile' modal: the same form as /settings. */
export function ProfileModal({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open title="User Profile" onClose={onClose} cancelLabel="Close">
      <ProfileForm />
    </Dialog>
  );
}
