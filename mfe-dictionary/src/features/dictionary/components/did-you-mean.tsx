import { ApiError, hasErrorCode } from '@speakwell/api-client';
import type { ErrorResponse } from '@speakwell/contracts';
import { Button } from '@speakwell/ui';

/** The spellings the API offers with its answer for an unknown word, if any. */
export function suggestionsFrom(error: unknown): string[] {
  if (!(error instanceof ApiError) || !hasErrorCode(error, 'AI_UNKNOWN_WORD')) return [];
  const suggestions = (error.body as Partial<ErrorResponse> | null | undefined)?.suggestions;
  return Array.isArray(suggestions) ? suggestions.filter((suggestion) => typeof suggestion === 'string') : [];
}

/** "Did you mean ...?": each suggestion adds that word instead. */
export function DidYouMean({ suggestions, onPick }: { suggestions: readonly string[]; onPick: (word: string) => void }) {
  if (suggestions.length === 0) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span>Did you mean</span>
      {suggestions.map((suggestion) => (
        <Button key={suggestion} type="button" variant="secondary" size="sm" onClick={() => onPick(suggestion)}>
          {suggestion}
        </Button>
      ))}
      <span>?</span>
    </p>
  );
}
