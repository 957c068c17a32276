import type { DictionaryEntry } from '@speakwell/contracts';
import { PlayWordButton } from '@speakwell/speech';
import { Badge, Button, ErrorText, IconTrash } from '@speakwell/ui';
import { useDeleteWord } from '../api/delete-word.js';

/** One word: part of speech, definition, an example in italics, a play button and its delete button. */
export function DictionaryEntryCard({ entry, position, onDeleted }: { entry: DictionaryEntry; position: number; onDeleted: (entry: DictionaryEntry) => void }) {
  const deleteWord = useDeleteWord();
  return (
    <li className="animate-slide-up" style={{ animationDelay: `${Math.min(position, 10) * 40}ms` }}>
      <article
        aria-label={entry.word}
        className="flex h-full flex-col rounded-2xl border border-ink-200/70 bg-white p-5 shadow-card transition-shadow hover:shadow-raised sm:p-6"
      >
        <header className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <h2 className="break-words text-xl font-semibold tracking-tight text-ink-900">{entry.word}</h2>
            <PlayWordButton word={entry.word} className="-my-1 text-brand-700" />
            <Badge tone="brand" className="italic">
              {entry.part_of_speech}
            </Badge>
          </div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${entry.word}`}
            title={`Delete ${entry.word}`}
            loading={deleteWord.isPending}
            onClick={() => deleteWord.mutate(entry._id, { onSuccess: () => onDeleted(entry) })}
            className="-mr-2 -mt-1 shrink-0 text-ink-400 hover:bg-red-50 hover:text-red-600"
          >
            {!deleteWord.isPending && <IconTrash className="size-4" />}
          </Button>
        </header>
        <p className="mt-3 leading-relaxed text-ink-700">{entry.definition}</p>
        {entry.example_sentence && (
          <blockquote className="mt-4 border-l-2 border-brand-200 pl-3 text-sm leading-relaxed text-ink-500 italic">{entry.example_sentence}</blockquote>
        )}
        <ErrorText className="mt-3">{deleteWord.isError ? 'Failed to delete word.' : null}</ErrorText>
      </article>
    </li>
  );
}
