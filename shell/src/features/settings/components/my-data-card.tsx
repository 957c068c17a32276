import { errorText } from '@speakwell/api-client';
import { Button, Card, ErrorText } from '@speakwell/ui';
import { useMutation } from '@tanstack/react-query';
import { exportMyDataMutation } from '../api/export-my-data.js';

/** "Your Data": everything the user owns as a JSON file, and the drills as CSV. */
export function MyDataCard() {
  const exporting = useMutation(exportMyDataMutation());
  const busy = exporting.isPending ? exporting.variables : null;
  const error = exporting.isError ? errorText(exporting.error, 'The export failed. Please try again.') : null;

  return (
    <Card title="Your Data" className="max-w-2xl">
      <p className="text-sm text-ink-600">
        Download everything you have saved: your profile, drill and meeting sessions, scripts with their practice runs, and your dictionary.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => exporting.mutate('everything')} disabled={busy !== null}>
          {busy === 'everything' ? 'Preparing...' : 'Export my data'}
        </Button>
        <Button variant="secondary" onClick={() => exporting.mutate('drills')} disabled={busy !== null}>
          {busy === 'drills' ? 'Preparing...' : 'Download drills (CSV)'}
        </Button>
      </div>
      <ErrorText className="mt-3">{error}</ErrorText>
    </Card>
  );
}
