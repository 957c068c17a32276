import { ConfirmDialog } from '@speakwell/ui';

export const DELETE_SESSION_MESSAGE =
  'Are you sure you want to permanently delete this session and all of its associated drills? This action cannot be undone.';

interface DeleteSessionDialogProps {
  open: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Delete Session': the one confirmation before a drill session and its drills are deleted. */
export function DeleteSessionDialog({ open, busy, onConfirm, onCancel }: DeleteSessionDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete Session"
      message={DELETE_SESSION_MESSAGE}
      confirmLabel="Confirm Delete"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
