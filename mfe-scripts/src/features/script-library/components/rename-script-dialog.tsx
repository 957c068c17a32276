import type { Script } from '@speakwell/contracts';
import { Dialog, TextField } from '@speakwell/ui';
import { useState, type FormEvent } from 'react';

interface RenameScriptDialogProps {
  script: Script;
  onRename: (title: string) => void;
  onCancel: () => void;
}

/** 'Rename Script': the new title is trimmed; an empty one saves nothing. */
export function RenameScriptDialog({ script, onRename, onCancel }: RenameScriptDialogProps) {
  const [title, setTitle] = useState(script.title);
  function submit(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      onCancel();
      return;
    }
    onRename(trimmed);
  }
  return (
    <Dialog open title="Rename Script" onClose={onCancel} onConfirm={() => submit()} confirmLabel="Rename" size="sm">
      <form onSubmit={submit}>
        <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} autoFocus maxLength={200} />
      </form>
    </Dialog>
  );
}
