import { errorText } from '@speakwell/api-client';
import { Button, Card, ErrorText } from '@speakwell/ui';
import { useState } from 'react';
import { exportMyData, type ExportKind } from '../api/export-my-data.js';

/** "Your Data": everything the user owns as a JSON file, and the drills as CSV. */
export function MyDataCard() {
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async (kind: ExportKind) => {
    setBusy(kind);
    setError(null);
    try {
      await exportMyData(kind);
    } catch (failure) {
      setError(errorText(failure, 'The export failed. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title="Your Data" className="max-w-2xl">
      <p className="text-sm text-ink-600">Download everything you have saved: your profile, drill and meeting sessions, scripts with their practice runs, and your dictionary.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void download('everything')} disabled={busy !== null}>
          {busy === 'everything' ? 'Preparing...' : 'Export my data'}
        </Button>
        <Button variant="secondary" onClick={() => void download('drills')} disabled={busy !== null}>
          {busy === 'drills' ? 'Preparing...' : 'Download drills (CSV)'}
        </Button>
      </div>
      <ErrorText className="mt-3">{error}</ErrorText>
    </Card>
  );
}
