import type { Script } from '@speakwell/contracts';
import { Badge, buttonClassName, IconHistory, IconPencil, IconPlay, IconRename, IconTrash } from '@speakwell/ui';
import { Link } from 'react-router';

interface ScriptCardProps {
  script: Script;
  onViewHistory: () => void;
  onRename: () => void;
  onDelete: () => void;
}

// One formatter for every card: toLocaleDateString with options builds a new one per call.
const updatedDateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const updatedDate = (iso: string) => updatedDateFormat.format(new Date(iso));

const action =
  'flex flex-col items-center gap-1 rounded-lg px-1 py-1.5 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
const actionButton = `${action} text-ink-600 hover:bg-ink-100 hover:text-ink-900`;
const deleteButton = `${action} text-red-700 hover:bg-red-50 hover:text-red-800`;

/** One script: title, clipped description, tags, last update and the actions on it. */
export function ScriptCard({ script, onViewHistory, onRename, onDelete }: ScriptCardProps) {
  const id = encodeURIComponent(script.id);
  return (
    // Cards off screen skip style and layout until scrolled near (a card's height kept meanwhile).
    <li className="[contain-intrinsic-size:auto_18rem] [content-visibility:auto]">
      <article
        aria-label={script.title}
        className="flex h-full flex-col rounded-2xl border border-ink-200/70 bg-white p-5 shadow-card transition-shadow hover:shadow-raised"
      >
        <h2 className="truncate text-base font-semibold text-ink-900" title={script.title}>
          {script.title}
        </h2>
        {/* A fixed height keeps the cards of a row aligned whatever the description's length. */}
        <p className="mt-2 line-clamp-3 h-[4.5rem] text-sm leading-6 text-ink-600">
          {script.description ? script.description : <span className="italic text-ink-500">No description.</span>}
        </p>
        {script.tags.length > 0 && (
          <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
            {script.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="brand">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-xs text-ink-500">Updated {updatedDate(script.updated_at)}</p>
        {/* Pinned to the bottom so every card of a row has its actions on one line. */}
        <div className="mt-auto flex flex-col gap-3 pt-4">
          {/* Each action shows its name under its icon; the accessible name adds what it acts on. */}
          <div className="grid grid-cols-4 gap-1 border-t border-ink-100 pt-3">
            <button type="button" className={actionButton} aria-label="View History" title="View History" onClick={onViewHistory}>
              <IconHistory className="size-4" />
              History
            </button>
            <Link to={`/scripts/edit/${id}`} className={actionButton} aria-label="Edit Script" title="Edit Script">
              <IconPencil className="size-4" />
              Edit
            </Link>
            <button type="button" className={actionButton} aria-label="Rename Script" title="Rename Script" onClick={onRename}>
              <IconRename className="size-4" />
              Rename
            </button>
            <button type="button" className={deleteButton} aria-label="Delete Script" title="Delete Script" onClick={onDelete}>
              <IconTrash className="size-4" />
              Delete
            </button>
          </div>
          <Link to={`/scripts/shadow/${id}`} className={buttonClassName('primary', 'md', 'w-full')}>
            <IconPlay className="size-3.5" />
            Start Shadowing
          </Link>
        </div>
      </article>
    </li>
  );
}
