import type { AdminUserRow } from '@speakwell/contracts';
import { render, screen } from '@testing-library/react';
import { UserRow } from './user-row.js';

const member: AdminUserRow = {
  id: '3f0c2f1e-0000-4000-8000-000000000001',
  name: 'Pat Practice',
  email: 'pat@example.com',
  role: 'user',
  subscription_type: 'premium',
  subscription_valid_until: '2031-03-15T12:00:00.000Z',
  is_active: false,
};

function renderRow(user: AdminUserRow) {
  const noop = () => undefined;
  render(
    <table>
      <tbody>
        <UserRow user={user} isSelf={false} statusBusy={false} onToggleStatus={noop} onEdit={noop} onDelete={noop} />
      </tbody>
    </table>,
  );
}

describe('UserRow', () => {
  it("shows the subscription type and 'Expires' with the local date when a valid-until value exists", () => {
    renderRow(member);
    const expected = `Expires ${new Date('2031-03-15T12:00:00.000Z').toLocaleDateString()}`;
    expect(screen.getAllByRole('cell')[3].textContent).toBe(`premium${expected}`);
  });

  it('shows the type alone when there is no valid-until value', () => {
    renderRow({ ...member, subscription_type: 'free', subscription_valid_until: null });
    expect(screen.getAllByRole('cell')[3].textContent).toBe('free');
  });

  it("names the status switch after the user's email and shows 'Disabled' for an inactive account", () => {
    renderRow(member);
    const status = screen.getByRole('switch', { name: 'Account status of pat@example.com' });
    expect(status.textContent).toBe('Disabled');
    expect(status.getAttribute('aria-checked')).toBe('false');
  });
});
