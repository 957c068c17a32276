import { Button, IconSparkles, TextArea, TextField } from '@speakwell/ui';
import { useMutation } from '@tanstack/react-query';
import { cleanScriptMutation } from '../api/clean-script.js';
import type { ScriptFields } from '../script-fields.js';
import { ShadowingModeField } from './shadowing-mode-field.js';

interface ScriptFormProps {
  fields: ScriptFields;
  onChange: (fields: ScriptFields) => void;
}

/** Title, optional description, comma-separated tags, the shadowing mode and the script itself. */
export function ScriptForm({ fields, onChange }: ScriptFormProps) {
  const clean = useMutation(cleanScriptMutation());
  const cleaning = clean.isPending;
  const set = (name: 'title' | 'description' | 'tags' | 'content') => (event: { target: { value: string } }) =>
    onChange({ ...fields, [name]: event.target.value });

  function cleanUp() {
    clean.mutate(fields.content, { onSuccess: (cleaned) => cleaned !== fields.content && onChange({ ...fields, content: cleaned }) });
  }

  return (
    <form className="space-y-5" onSubmit={(event) => event.preventDefault()}>
      <TextField label="Title" placeholder="e.g. Quarterly review opening" value={fields.title} onChange={set('title')} maxLength={200} />
      <TextArea
        label="Description (optional)"
        rows={2}
        placeholder="What is this script for?"
        value={fields.description}
        onChange={set('description')}
        maxLength={2000}
      />
      <TextField label="Tags" hint="Separate tags with commas." placeholder="e.g. interview, introduction" value={fields.tags} onChange={set('tags')} />
      <ShadowingModeField isVoiceControl={fields.isVoiceControl} onChange={(isVoiceControl) => onChange({ ...fields, isVoiceControl })} />
      <TextArea
        label="Script"
        action={
          <Button variant="ghost" size="sm" onClick={() => void cleanUp()} loading={cleaning} disabled={!fields.content.trim()}>
            {!cleaning && <IconSparkles className="size-4" />}
            Clean up
          </Button>
        }
        rows={15}
        placeholder="Type or paste the text you want to practice..."
        value={fields.content}
        onChange={set('content')}
        // The cleaned text replaces the whole content: typing meanwhile would be lost.
        readOnly={cleaning}
      />
    </form>
  );
}
