import { errorText } from '@speakwell/api-client';
import { Button, Card, ErrorText, IconPlus, TextField } from '@speakwell/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useAddWord } from '../api/add-word.js';
import { DidYouMean, suggestionsFrom } from './did-you-mean.js';

/** The longest word the API accepts (AddWordRequest in @speakwell/contracts). */
const MAX_WORD_LENGTH = 64;

/** 'Add Word': the word is trimmed, a blank word is ignored, and a failed add keeps what was typed. */
export function AddWordForm({ onAdded }: { onAdded?: () => void }) {
  const [word, setWord] = useState('');
  const addWord = useAddWord();
  // Set at once, not on the next render: a double click sends the word once.
  const sending = useRef(false);

  function add(event: FormEvent) {
    event.preventDefault();
    submit(word);
  }

  function submit(typed: string) {
    const trimmed = typed.trim();
    if (!trimmed || sending.current) return;
    sending.current = true;
    addWord.mutate(
      { word: trimmed },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: () => {
          // Only clear what was sent: the user may have started typing the next word meanwhile.
          setWord((current) => (current === typed ? '' : current));
          onAdded?.();
        },
      },
    );
  }

  /** A "Did you mean" spelling replaces what was typed and is added straight away. */
  function pick(suggestion: string) {
    setWord(suggestion);
    addWord.reset();
    submit(suggestion);
  }

  return (
    <Card>
      <form onSubmit={add} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          aria-label="Add a new word"
          placeholder="Add a new word..."
          name="word"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={MAX_WORD_LENGTH}
          aria-invalid={addWord.isError || undefined}
          value={word}
          onChange={(event) => {
            setWord(event.target.value);
            // A new attempt: the last failure no longer describes what is in the box.
            if (addWord.isError) addWord.reset();
          }}
          wrapperClassName="flex-1"
        />
        <Button type="submit" size="lg" className="sm:h-11 sm:w-40" loading={addWord.isPending}>
          {!addWord.isPending && <IconPlus className="size-4" />}
          {addWord.isPending ? 'Analyzing...' : 'Add Word'}
        </Button>
      </form>
      <ErrorText className="mt-3">{addWord.isError ? errorText(addWord.error, 'Failed to add word.') : null}</ErrorText>
      {addWord.isError && <DidYouMean suggestions={suggestionsFrom(addWord.error)} onPick={pick} />}
    </Card>
  );
}
