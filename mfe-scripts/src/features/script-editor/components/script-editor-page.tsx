import { Button, Card, ErrorText, PageHeader, Spinner } from '@speakwell/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useScript } from '../../../shared/api/get-script.js';
import { useScriptAutosave } from '../hooks/use-script-autosave.js';
import { EMPTY_FIELDS, fieldsOf, hasAnyText, type ScriptFields } from '../script-fields.js';
import { SaveStatusBadge } from './save-status-badge.js';
import { ScriptForm } from './script-form.js';

/** '/scripts/new' and '/scripts/edit/:scriptId': every edit is saved 1.5 s after the last one. */
export function ScriptEditorPage() {
  const { scriptId } = useParams();
  const navigate = useNavigate();
  // After the first save of a new script the URL names it, but the fields are already here.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const loadId = scriptId && scriptId !== createdId ? scriptId : undefined;
  const script = useScript(loadId);
  const [fields, setFields] = useState<ScriptFields>(EMPTY_FIELDS);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  // Only fresh data fills the form: a cached copy may predate a save made while leaving.
  if (loadId && script.data && !script.isFetching && loadedId !== loadId) {
    setLoadedId(loadId);
    setFields(fieldsOf(script.data));
  }
  const autosave = useScriptAutosave(scriptId, (id) => {
    setCreatedId(id);
    void navigate(`/scripts/edit/${encodeURIComponent(id)}`, { replace: true });
  });

  function change(next: ScriptFields) {
    setFields(next);
    autosave.edited(next);
  }

  const loading = loadId !== undefined && loadedId !== loadId;
  if (script.isError) console.error('Failed to load the script', script.error);

  return (
    <div className="mx-auto max-w-4xl pb-20">
      <PageHeader
        title={scriptId ? 'Edit Script' : 'Create New Script'}
        subtitle="Your changes are saved automatically."
        actions={
          <Button variant="secondary" onClick={() => void navigate('/scripts')}>
            Done
          </Button>
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
          <Card>
            <ScriptForm fields={fields} onChange={change} />
          </Card>
          <SaveStatusBadge status={autosave.status} onSave={() => hasAnyText(fields) && autosave.saveNow(fields)} />
        </>
      )}
    </div>
  );
}
