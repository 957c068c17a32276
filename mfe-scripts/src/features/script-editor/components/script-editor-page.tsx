import { Button, Card, ErrorText, PageHeader, Spinner } from '@speakwell/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useScript } from '../../../shared/api/get-script.js';
import { useScriptAutosave } from '../hooks/use-script-autosave.js';
import { MAX_SCRIPT_LENGTH } from '@speakwell/contracts/values';
import { forgetUnsavedDraft, unsavedDraft } from '../local-draft.js';
import { EMPTY_FIELDS, fieldsOf, hasAnyText, isTooLong, type ScriptFields } from '../script-fields.js';
import { SaveStatusBadge } from './save-status-badge.js';
import { ScriptForm } from './script-form.js';

export const SAVE_FAILED_TEXT = 'Your latest changes could not be saved. They are still here and kept on this device; press Save Script to try again.';
export const RESTORED_TEXT = 'Restored changes that had not been saved yet.';
const SAVED_AUTOMATICALLY_TEXT = 'Your changes are saved automatically.';
const RETRYING_TEXT = 'Not saved yet: trying again shortly.';
const NOT_SAVED_TEXT = 'Not saved yet.';
const count = (n: number) => n.toLocaleString('en-US');
export const tooLongText = (length: number) =>
  `The script is ${count(length)} characters long; the limit is ${count(MAX_SCRIPT_LENGTH)}. Shorten it to save it.`;

/** '/scripts/new' and '/scripts/edit/:scriptId': every edit is saved 1.5 s after the last one. */
export function ScriptEditorPage() {
  const { scriptId } = useParams();
  const navigate = useNavigate();
  // After the first save of a new script the URL names it, but the fields are already here.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const loadId = scriptId && scriptId !== createdId ? scriptId : undefined;
  const script = useScript(loadId);
  // A new script starts from what a failed save left on this device, if anything.
  const [restored, setRestored] = useState<ScriptFields | null>(() => (scriptId ? null : unsavedDraft(undefined)));
  const [fields, setFields] = useState<ScriptFields>(() => restored ?? EMPTY_FIELDS);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  // Only fresh data fills the form: a cached copy may predate a save made while leaving.
  if (loadId && script.data && !script.isFetching && loadedId !== loadId) {
    const kept = unsavedDraft(loadId);
    setLoadedId(loadId);
    setFields(kept ?? fieldsOf(script.data));
    setRestored(kept);
  }
  const autosave = useScriptAutosave(scriptId, (id) => {
    setCreatedId(id);
    void navigate(`/scripts/edit/${encodeURIComponent(id)}`, { replace: true });
  });
  const { edited } = autosave;

  // Restored edits are saved like any edit.
  useEffect(() => {
    if (restored) edited(restored);
  }, [restored, edited]);

  function change(next: ScriptFields) {
    setFields(next);
    autosave.edited(next);
  }

  function discardRestored() {
    autosave.cancel();
    forgetUnsavedDraft(scriptId);
    const saved = script.data && scriptId ? fieldsOf(script.data) : EMPTY_FIELDS;
    setFields(saved);
    setRestored(null);
    // The restored edits may already have been saved: the saved copy goes back to the server.
    if (autosave.status !== 'idle' && hasAnyText(saved)) autosave.saveNow(saved);
  }

  const tooLong = isTooLong(fields);
  const subtitle = tooLong || (autosave.failure && !autosave.failure.retrying) ? NOT_SAVED_TEXT : autosave.failure ? RETRYING_TEXT : SAVED_AUTOMATICALLY_TEXT;
  const loading = loadId !== undefined && loadedId !== loadId;
  if (script.isError) console.error('Failed to load the script', script.error);

  return (
    <div className="mx-auto max-w-4xl pb-8">
      <PageHeader
        title={scriptId ? 'Edit Script' : 'Create New Script'}
        subtitle={subtitle}
        actions={
          <div className="flex items-center gap-3">
            {/* Beside Done rather than over the form, so it never hides the text being typed. */}
            {!loading && <SaveStatusBadge status={autosave.status} onSave={() => hasAnyText(fields) && autosave.saveNow(fields)} />}
            <Button variant="secondary" onClick={() => void navigate('/scripts')}>
              Done
            </Button>
          </div>
        }
      />
      {loading && script.isError && <ErrorText>Could not load the script.</ErrorText>}
      {loading && !script.isError && (
        <p className="flex items-center gap-3 text-ink-500">
          <Spinner size="sm" />
          Loading script...
        </p>
      )}
      {!loading && (
        <>
          {tooLong && (
            <p role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {tooLongText(fields.content.length)}
            </p>
          )}
          {autosave.failure && !tooLong && (
            <p role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {SAVE_FAILED_TEXT}
              {autosave.failure.refusal && <span className="mt-1 block font-normal">The server said: {autosave.failure.refusal}</span>}
            </p>
          )}
          {restored && !autosave.failure && (
            <div
              role="status"
              className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800"
            >
              <span>{RESTORED_TEXT}</span>
              <Button variant="ghost" size="sm" onClick={discardRestored}>
                Discard them
              </Button>
            </div>
          )}
          <Card>
            <ScriptForm fields={fields} onChange={change} />
          </Card>
        </>
      )}
    </div>
  );
}
