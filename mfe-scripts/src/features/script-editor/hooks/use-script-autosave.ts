import { errorText, isRefusal } from '@speakwell/api-client';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveScriptMutation } from '../api/save-script.js';
import { forgetUnsavedDraft, keepUnsavedDraft } from '../local-draft.js';
import { AUTOSAVE_DELAY_MS, draftOf, hasAnyText, isTooLong, type ScriptFields } from '../script-fields.js';

export type SaveStatus = 'idle' | 'saving' | 'saved';

/** Why the latest edits are not saved: the server refused them (400), or could not take them now. */
export interface SaveFailure {
  /** The server's reason for a refusal; null when the save may simply be tried again. */
  refusal: string | null;
  /** A save is tried again on its own shortly (server or network trouble). */
  retrying: boolean;
}

export interface ScriptAutosave {
  status: SaveStatus;
  /** The last save failed: the edits are kept here and on this device until one succeeds. */
  failure: SaveFailure | null;
  /** Call after every edit: resets the status and saves 1.5 s after the last one. */
  edited: (fields: ScriptFields) => void;
  /** Saves at once (the status badge, or leaving the screen with an edit pending). */
  saveNow: (fields: ScriptFields) => void;
  /** Drops a pending save or retry (the user discarded the edits). */
  cancel: () => void;
}

/** Waits between automatic retries of a failed save: 3 s, then twice as long, at most 30 s. */
export const FIRST_RETRY_MS = 3_000;
const LAST_RETRY_MS = 30_000;

/**
 * Debounced saving of the editor: the first save of a new script creates it (POST) and
 * reports its id, later ones update it (PUT). Saves run one after another, so a quick
 * second edit never creates the script twice. Content over the limit is never sent; a save
 * the server could not take is kept on this device and tried again on its own.
 */
export function useScriptAutosave(scriptId: string | undefined, onCreated: (id: string) => void): ScriptAutosave {
  const { mutateAsync: saveScript } = useMutation(saveScriptMutation());
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const idRef = useRef(scriptId);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const editCount = useRef(0);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; fields: ScriptFields } | null>(null);
  const retry = useRef<{ timer: ReturnType<typeof setTimeout> | null; delay: number }>({ timer: null, delay: FIRST_RETRY_MS });
  // A save that lands after the editor was left must not take the user back to it.
  const mounted = useRef(true);
  const onCreatedRef = useRef(onCreated);
  useEffect(() => {
    onCreatedRef.current = onCreated;
  });

  const clearTimers = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    if (retry.current.timer) clearTimeout(retry.current.timer);
    retry.current.timer = null;
  }, []);

  const saveNow = useCallback(
    (fields: ScriptFields) => {
      clearTimers();
      const edit = editCount.current;
      if (isTooLong(fields)) {
        // Refused before sending: the page shows the limit; the text stays on this device.
        keepUnsavedDraft(idRef.current, fields);
        if (mounted.current) setStatus('idle');
        return;
      }
      if (mounted.current) setStatus('saving');
      const draft = draftOf(fields);
      queue.current = queue.current.then(async () => {
        const savingId = idRef.current;
        try {
          idRef.current = await saveScript({ scriptId: savingId, draft });
          if (!savingId && mounted.current) onCreatedRef.current(idRef.current);
          forgetUnsavedDraft(savingId);
          if (savingId !== idRef.current) forgetUnsavedDraft(idRef.current);
          retry.current.delay = FIRST_RETRY_MS;
          if (mounted.current) setFailure(null);
          // A newer edit owns the status: it stays idle until that one is saved.
          if (editCount.current === edit && mounted.current) setStatus('saved');
        } catch (error) {
          // The status returns to idle (spec); the page says the save failed, the fields keep
          // what was typed, and a copy stays on this device until a save succeeds.
          console.error('Failed to save the script', error);
          keepUnsavedDraft(savingId, fields);
          if (!mounted.current) return;
          const refused = isRefusal(error);
          const retrying = !refused && editCount.current === edit;
          setFailure({ refusal: refused ? errorText(error, 'The server refused these changes.') : null, retrying });
          if (editCount.current === edit) setStatus('idle');
          if (retrying) {
            const delay = retry.current.delay;
            retry.current.delay = Math.min(delay * 2, LAST_RETRY_MS);
            retry.current.timer = setTimeout(() => saveNow(fields), delay);
          }
        }
      });
    },
    [saveScript, clearTimers],
  );

  const edited = useCallback(
    (fields: ScriptFields) => {
      editCount.current += 1;
      setStatus('idle');
      clearTimers();
      if (!hasAnyText(fields)) return;
      pending.current = { fields, timer: setTimeout(() => saveNow(fields), AUTOSAVE_DELAY_MS) };
    },
    [saveNow, clearTimers],
  );

  const cancel = useCallback(() => {
    clearTimers();
    editCount.current += 1;
    setFailure(null);
  }, [clearTimers]);

  // Leaving (Done, a sidebar link) within the debounce still saves the last edit; a retry
  // waiting is dropped, its text stays on this device and is offered when the script is opened.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const last = pending.current?.fields;
      clearTimers();
      if (last) saveNow(last);
    };
  }, [saveNow, clearTimers]);

  return { status, failure, edited, saveNow, cancel };
}
