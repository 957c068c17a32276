import { ConfirmDialog } from '@speakwell/ui';

export const DELETE_MEETING_MESSAGE =
  'Are you sure you want to permanently delete this meeting session and its questions and answers? This action cannot be undone.';

interface DeleteMeetingDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Delete Meeting Session': asked before a meeting session and its Q&A pairs are deleted. */
export function DeleteMeetingDialog({ open, onConfirm, onCancel }: DeleteMeetingDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete Meeting Session"
      message={DELETE_MEETING_MESSAGE}
      confirmLabel="Confirm"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
