import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@speakwell/api-client';
import { fireEvent, render, screen } from '@testing-library/react';
import { DidYouMean, suggestionsFrom } from './did-you-mean.js';

const unknownWord = (body: unknown) => new ApiError("We couldn't find a definition for 'recieve'.", 404, true, body);

describe('suggestionsFrom (the spellings offered for a word the dictionary does not know)', () => {
  it('reads the spellings of the unknown-word answer', () => {
    expect(suggestionsFrom(unknownWord({ error: 'x', statusCode: 404, code: 'AI_UNKNOWN_WORD', suggestions: ['receive', 'relieve'] }))).toEqual([
      'receive',
      'relieve',
    ]);
  });

  it('offers nothing for any other refusal, even one with the same status', () => {
    expect(
      suggestionsFrom(
        new ApiError('Dictionary entry not found.', 404, true, { statusCode: 404, code: 'DICTIONARY_ENTRY_NOT_FOUND', suggestions: ['receive'] }),
      ),
    ).toEqual([]);
    expect(
      suggestionsFrom(new ApiError("'calm' is already in your dictionary.", 409, true, { statusCode: 409, code: 'DICTIONARY_WORD_ALREADY_ADDED' })),
    ).toEqual([]);
    expect(suggestionsFrom(new Error('offline'))).toEqual([]);
  });

  it('keeps only text spellings, and none when the body has none', () => {
    expect(suggestionsFrom(unknownWord({ code: 'AI_UNKNOWN_WORD', suggestions: ['receive', 3, null] }))).toEqual(['receive']);
    expect(suggestionsFrom(unknownWord({ code: 'AI_UNKNOWN_WORD' }))).toEqual([]);
    expect(suggestionsFrom(unknownWord({ code: 'AI_UNKNOWN_WORD', suggestions: 'receive' }))).toEqual([]);
  });
});

describe('DidYouMean', () => {
  it('shows each spelling as a button that picks it', () => {
    const picked: string[] = [];
    render(<DidYouMean suggestions={['receive', 'relieve']} onPick={(word) => picked.push(word)} />);
    expect(screen.getByText('Did you mean')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'relieve' }));
    expect(picked).toEqual(['relieve']);
  });

  it('shows nothing without spellings', () => {
    const { container } = render(<DidYouMean suggestions={[]} onPick={() => undefined} />);
    expect(container.textContent).toBe('');
  });
});
