import type { Script } from '@speakwell/contracts';
import { DeliverySummary } from '@speakwell/speech';
import { Dialog, ErrorText, Markdown, MoreOnScroll, Spinner } from '@speakwell/ui';
import { useScriptHistory } from '../api/get-script-history.js';

interface ScriptHistoryDialogProps {
  script: Script;
  onClose: () => void;
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 'Performance History': the script's past shadowing runs, newest first. */
export function ScriptHistoryDialog({ script, onClose }: ScriptHistoryDialogProps) {
  const history = useScriptHistory(script.id);
  if (history.isError) console.error('Failed to load the script history', history.error);
  return (
    <Dialog open title="Performance History" onClose={onClose} size="lg" cancelLabel="Close">
      <p className="font-medium text-ink-700">{script.title}</p>
      <div className="mt-3 max-h-96 overflow-y-auto pr-1">
        {history.isPending && (
          <p className="flex items-center gap-2 text-ink-500">
            <Spinner size="sm" /> Loading history...
          </p>
        )}
        {history.isError && !history.data && <ErrorText>Could not load the history.</ErrorText>}
        {history.data?.length === 0 && <p className="text-ink-500">No practice sessions recorded for this script yet.</p>}
        {history.data && history.data.length > 0 && (
          <ul className="space-y-3">
            {history.data.map((entry) => (
              <li key={entry._id} className="rounded-xl border border-ink-200 bg-ink-50/60 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <time dateTime={entry.timestamp} className="text-xs font-medium text-ink-500">
                    {when(entry.timestamp)}
                  </time>
                  <span className="text-sm font-semibold text-brand-700">Match accuracy: {Math.round(entry.match_accuracy)}%</span>
                </div>
                {entry.delivery && <DeliverySummary delivery={entry.delivery} className="mt-3 bg-white" />}
                {entry.suggestions && <Markdown className="mt-2">{entry.suggestions}</Markdown>}
              </li>
            ))}
          </ul>
        )}
        {history.data && history.data.length > 0 && <MoreOnScroll list={history} />}
      </div>
    </Dialog>
  );
}
