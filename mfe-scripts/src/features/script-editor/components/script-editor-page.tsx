import { PageHeader } from '@speakwell/ui';
import { useParams } from 'react-router';

/** '/scripts/new' and '/scripts/edit/:scriptId'. */
export function ScriptEditorPage() {
  const { scriptId } = useParams();
  return <PageHeader title={scriptId ? 'Edit Script' : 'Create New Script'} subtitle="Your changes are saved automatically." />;
}
