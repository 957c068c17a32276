import type { Script } from '@speakwell/contracts';
import { ConfirmDialog, EmptyState, ErrorText, IconScript, NewItemLink, PageHeader, PagedListView } from '@speakwell/ui';
import { forgetSessionRecordings } from '@speakwell/speech';
import { useState } from 'react';
import { useScripts } from '../../../shared/api/get-scripts.js';
import { useDeleteScript } from '../api/delete-script.js';
import { useRenameScript } from '../api/rename-script.js';
import { RenameScriptDialog } from './rename-script-dialog.js';
import { ScriptCard } from './script-card.js';
import { ScriptHistoryDialog } from './script-history-dialog.js';

type OpenDialog = { kind: 'history' | 'rename' | 'delete'; script: Script } | null;

/** '/scripts': the user's scripts to practice, edit, rename or delete. */
export function ScriptLibraryPage() {
  const scripts = useScripts();
  const renameScript = useRenameScript();
  const deleteScript = useDeleteScript();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  // The spec keeps list, rename and delete failures silent (console only); the list reloads.
  function rename(script: Script, title: string) {
    close();
    if (title === script.title) return;
    renameScript.mutate({ script, title }, { onError: (error) => console.error('Failed to rename the script', error) });
  }
  function remove(script: Script) {
    close();
    deleteScript.mutate(script.id, {
      // Its runs' recordings, kept in this browser, go with it.
      onSuccess: () => void forgetSessionRecordings(script.id),
      onError: (error) => console.error('Failed to delete the script', error),
    });
  }
  if (scripts.isError) console.error('Failed to load the scripts', scripts.error);

  return (
    <div>
      <PageHeader
        title="Script Library"
        subtitle="Create, manage, and practice your scripts."
        actions={<NewItemLink to="/scripts/new">New Script</NewItemLink>}
      />
      <PagedListView
        list={scripts}
        loadingText="Loading scripts..."
        failure={<ErrorText>Could not load your scripts.</ErrorText>}
        empty={
          <EmptyState
            icon={<IconScript />}
            title="Your Script Library is Empty"
            description='Click "New Script" to create your first script and start practicing.'
          />
        }
      >
        {(loaded) => (
          <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
            {loaded.map((script) => (
              <ScriptCard
                key={script.id}
                script={script}
                onViewHistory={() => setDialog({ kind: 'history', script })}
                onRename={() => setDialog({ kind: 'rename', script })}
                onDelete={() => setDialog({ kind: 'delete', script })}
              />
            ))}
          </ul>
        )}
      </PagedListView>
      {dialog?.kind === 'history' && <ScriptHistoryDialog script={dialog.script} onClose={close} />}
      {dialog?.kind === 'rename' && <RenameScriptDialog script={dialog.script} onRename={(title) => rename(dialog.script, title)} onCancel={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete Script"
        message={dialog?.kind === 'delete' ? `Are you sure you want to delete "${dialog.script.title}"? This action cannot be undone.` : undefined}
        confirmLabel="Delete"
        onConfirm={() => dialog && remove(dialog.script)}
        onCancel={close}
      />
    </div>
  );
}
