import { errorText } from '@speakwell/api-client';
import type { DictionaryEntry } from '@speakwell/contracts';
import { Button, ErrorText } from '@speakwell/ui';
import { useRestoreWord } from '../api/restore-word.js';

/** 'Deleted "word".' with Undo, until the next delete or the learner closes it. */
export function DeletedWordNotice({ entry, onDone }: { entry: DictionaryEntry; onDone: () => void }) {
  const restore = useRestoreWord();
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink-200 bg-white px-5 py-3 shadow-card">
      <p className="text-sm text-ink-700">Deleted &ldquo;{entry.word}&rdquo;.</p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" loading={restore.isPending} onClick={() => restore.mutate(entry, { onSuccess: onDone })}>
          Undo
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Dismiss
        </Button>
      </div>
      {restore.isError && <ErrorText className="w-full">{errorText(restore.error, 'Could not bring the word back.')}</ErrorText>}
    </div>
  );
}
