import type { Script } from '@speakwell/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { scriptQueryKey } from '../../../shared/api/get-script.js';
import { scriptsQueryKey } from '../../../shared/api/get-scripts.js';
import { createScript, updateScript } from '../api/save-script.js';
import { forgetUnsavedDraft, keepUnsavedDraft } from '../local-draft.js';
import { AUTOSAVE_DELAY_MS, draftOf, hasAnyText, type ScriptFields } from '../script-fields.js';

export type SaveStatus = 'idle' | 'saving' | 'saved';

export interface ScriptAutosave {
  status: SaveStatus;
  /** The last save failed: the edits are kept here and on this device until one succeeds. */
  failed: boolean;
  /** Call after every edit: resets the status and saves 1.5 s after the last one. */
  edited: (fields: ScriptFields) => void;
  /** Saves at once (the status badge, or leaving the screen with an edit pending). */
  saveNow: (fields: ScriptFields) => void;
}

/**
 * Debounced saving of the editor: the first save of a new script creates it (POST) and
 * reports its id, later ones update it (PUT). Saves run one after another, so a quick
 * second edit never creates the script twice.
 */
export function useScriptAutosave(scriptId: string | undefined, onCreated: (id: string) => void): ScriptAutosave {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [failed, setFailed] = useState(false);
  const idRef = useRef(scriptId);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const editCount = useRef(0);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; fields: ScriptFields } | null>(null);
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  });

  const saveNow = useCallback(
    (fields: ScriptFields) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      const edit = editCount.current;
      setStatus('saving');
      const draft = draftOf(fields);
      // Reopening the editor before this save lands must show it, not the older cached copy.
      if (idRef.current) queryClient.setQueryData<Script>(scriptQueryKey(idRef.current), (cached) => cached && { ...cached, ...draft });
      queue.current = queue.current.then(async () => {
        const savingId = idRef.current;
        try {
          if (idRef.current) {
            await updateScript(idRef.current, draft);
          } else {
            idRef.current = await createScript(draft);
            onCreatedRef.current(idRef.current);
          }
          forgetUnsavedDraft(savingId);
          if (savingId !== idRef.current) forgetUnsavedDraft(idRef.current);
          setFailed(false);
          // A newer edit owns the status: it stays idle until that one is saved.
          if (editCount.current === edit) setStatus('saved');
          void queryClient.invalidateQueries({ queryKey: scriptsQueryKey });
        } catch (error) {
          // The status returns to idle (spec); the page says the save failed, the fields keep
          // what was typed, a copy stays on this device, and the next edit or Save Script retries.
          console.error('Failed to save the script', error);
          keepUnsavedDraft(savingId, fields);
          setFailed(true);
          if (editCount.current === edit) setStatus('idle');
        }
      });
    },
    [queryClient],
  );

  const edited = useCallback(
    (fields: ScriptFields) => {
      editCount.current += 1;
      setStatus('idle');
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      if (!hasAnyText(fields)) return;
      pending.current = { fields, timer: setTimeout(() => saveNow(fields), AUTOSAVE_DELAY_MS) };
    },
    [saveNow],
  );

  // Leaving (Done, a sidebar link) within the debounce still saves the last edit.
  useEffect(
    () => () => {
      if (pending.current) saveNow(pending.current.fields);
    },
    [saveNow],
  );

  return { status, failed, edited, saveNow };
}
