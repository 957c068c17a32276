import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { ProfileForm, type ProfileFormUpdate } from './profile-form.js';

const profile = { name: 'Pat Practice', email: 'pat@example.com' };

function renderForm({
  save = async () => undefined,
  load = async () => profile,
}: { save?: (update: ProfileFormUpdate) => Promise<unknown>; load?: () => Promise<typeof profile> } = {}) {
  const saved: ProfileFormUpdate[] = [];
  // A client per form, without retries, as each screen opens the form afresh.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProfileForm
        query={{ queryKey: ['profile'], queryFn: load }}
        saveProfile={(update) => {
          saved.push(update);
          return save(update);
        }}
        errorText={(error, fallback) => (error instanceof Error && error.message ? error.message : fallback)}
      />
    </QueryClientProvider>,
  );
  return saved;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('ProfileForm', () => {
  it('shows the loaded name and a read-only email', async () => {
    renderForm();
    expect(await screen.findByDisplayValue('Pat Practice')).toBeTruthy();
    expect(field('Email Address').value).toBe('pat@example.com');
    expect(field('Email Address').readOnly).toBe(true);
  });

  it('sends the name only (never the email) when no new password is typed, then says so', async () => {
    const saved = renderForm();
    await screen.findByDisplayValue('Pat Practice');
    type('Full Name', 'Pat Renamed');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('status')).textContent).toBe('Profile updated successfully!');
    expect(saved).toEqual([{ name: 'Pat Renamed' }]);
  });

  it('refuses mismatched passwords without sending anything', async () => {
    const saved = renderForm();
    await screen.findByDisplayValue('Pat Practice');
    type('New Password', 'new-secret-1');
    type('Confirm New Password', 'new-secret-2');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match.');
    expect(saved).toEqual([]);
  });

  it('sends a matching new password and clears both password fields after saving', async () => {
    const saved = renderForm();
    await screen.findByDisplayValue('Pat Practice');
    type('Current Password', 'old-secret-0');
    type('New Password', 'new-secret-1');
    type('Confirm New Password', 'new-secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully!');
    expect(saved).toEqual([{ name: 'Pat Practice', password: 'new-secret-1', current_password: 'old-secret-0' }]);
    expect([field('Current Password').value, field('New Password').value, field('Confirm New Password').value]).toEqual(['', '', '']);
  });

  it("shows the server's error text, keeps what was typed, and reads 'Saving...' while busy", async () => {
    let fail: (reason: Error) => void = () => undefined;
    renderForm({ save: () => new Promise((_resolve, reject) => (fail = reject)) });
    await screen.findByDisplayValue('Pat Practice');
    type('New Password', 'short');
    type('Confirm New Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fail(new Error('password must be at least 8 characters'));
    expect((await screen.findByRole('alert')).textContent).toBe('password must be at least 8 characters');
    expect(field('New Password').value).toBe('short');
  });

  it("falls back to 'Failed to update profile.' when the failure has no text", async () => {
    renderForm({ save: () => Promise.reject(new Error('')) });
    await screen.findByDisplayValue('Pat Practice');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update profile.');
  });

  it("says 'Failed to fetch user data.' when the profile cannot be loaded", async () => {
    renderForm({ load: () => Promise.reject(new Error('offline')) });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch user data.');
    expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
