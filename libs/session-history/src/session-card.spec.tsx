import { fireEvent, render, screen } from '@testing-library/react';
import { SessionCard, type SessionCardProps } from './session-card.js';

const session = { id: 's1', topic: 'Leadership', created_at: '2026-03-04T10:00:00Z' };

function renderCard(props: Partial<SessionCardProps> = {}) {
  const toggled: string[] = [];
  const { rerender } = render(
    <ul>
      <SessionCard
        session={session}
        position={2}
        detailsLabel="View Details"
        expanded={false}
        deleting={false}
        onToggleDetails={() => toggled.push(session.id)}
        actions={<button type="button">Delete Session</button>}
        details={<p>Two drills</p>}
        actionsBesideFrom="md"
        {...props}
      />
    </ul>,
  );
  return { toggled, rerender };
}

describe('SessionCard', () => {
  it('names the card by its topic and shows the date, the details toggle and the actions', () => {
    const { toggled } = renderCard();
    const card = screen.getByRole('region', { name: 'Leadership' });
    expect(card.textContent).toContain(new Date(session.created_at).toLocaleDateString());
    const toggle = screen.getByRole('button', { name: 'View Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggled).toEqual(['s1']);
    expect(screen.getByRole('button', { name: 'Delete Session' })).toBeTruthy();
    expect(screen.queryByText('Two drills')).toBeNull();
  });

  it('shows the details under the card while expanded, tied to the toggle', () => {
    renderCard({ expanded: true });
    const toggle = screen.getByRole('button', { name: 'View Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = screen.getByText('Two drills').parentElement;
    expect(details?.id).toBe(toggle.getAttribute('aria-controls'));
  });

  it("says 'Deleting...' instead of offering its actions while it is deleted", () => {
    renderCard({ deleting: true });
    expect(screen.getByText('Deleting...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View Details' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Session' })).toBeNull();
  });
});
