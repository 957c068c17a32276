import { useSession } from '@speakwell/session';
import { forgetUserRecordings, MAX_KEPT_RECORDINGS, recordingsSummary } from '@speakwell/speech';
import { Button, Card, ErrorText } from '@speakwell/ui';
import { useEffect, useState } from 'react';

/** '24 KB', '3.5 MB'. */
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** "Recordings": spoken answers are kept for replay in this browser only; how many, and deleting them. */
export function RecordingsCard() {
  const userId = useSession((state) => state.userId);
  const [kept, setKept] = useState<{ count: number; bytes: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    recordingsSummary(userId).then(
      (summary) => current && setKept(summary),
      () => current && setKept({ count: 0, bytes: 0 }),
    );
    return () => {
      current = false;
    };
  }, [userId]);

  const deleteAll = async () => {
    setBusy(true);
    setError(null);
    try {
      await forgetUserRecordings(userId);
      setKept({ count: 0, bytes: 0 });
      setDeleted(true);
    } catch {
      setError('The recordings could not be deleted. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Recordings" className="max-w-2xl">
      <p className="text-sm text-ink-600">
        {`Your spoken drill answers and shadowing runs are recorded so you can replay them with their feedback. The recordings stay in this browser and are never uploaded; the ${MAX_KEPT_RECORDINGS} most recent (up to 100 MB) are kept.`}
      </p>
      <p className="mt-3 text-sm text-ink-700" aria-live="polite">
        {kept === null
          ? ''
          : kept.count === 0
            ? deleted
              ? 'Recordings deleted.'
              : 'No recordings are kept in this browser.'
            : `${kept.count} ${kept.count === 1 ? 'recording' : 'recordings'} kept in this browser (${size(kept.bytes)}).`}
      </p>
      <Button variant="secondary" className="mt-4" onClick={() => void deleteAll()} disabled={busy || !kept || kept.count === 0}>
        {busy ? 'Deleting...' : 'Delete recordings'}
      </Button>
      <ErrorText className="mt-3">{error}</ErrorText>
    </Card>
  );
}
