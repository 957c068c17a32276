import { fireEvent, render, screen } from '@testing-library/react';
import { LoadFailure } from './load-failure.js';

describe('LoadFailure', () => {
  it('announces what failed, and Try again reads the query again', () => {
    let reads = 0;
    const query = { isFetching: false, refetch: () => Promise.resolve((reads += 1)) };
    render(<LoadFailure query={query}>Failed to load your dictionary.</LoadFailure>);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load your dictionary.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reads).toBe(1);
  });

  it('cannot be pressed again while the read is under way', () => {
    render(<LoadFailure query={{ isFetching: true, refetch: () => Promise.resolve() }}>Failed to load meeting sessions.</LoadFailure>);
    expect((screen.getByRole('button', { name: /Try again/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
