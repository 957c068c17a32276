import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import { Button } from './button.js';
import { ErrorText } from './error-text.js';
import { Spinner } from './spinner.js';
import { TextField } from './text-field.js';

/** What the form shows: the user's name and email, as GET /api/user/profile answers them. */
export interface ProfileFormProfile {
  name: string;
  email: string;
}

/**
 * What the form saves (PUT /api/user/profile): never the email; the password only when typed,
 * with the current password that the server asks for to change it.
 */
export interface ProfileFormUpdate {
  name: string;
  password?: string;
  current_password?: string;
}

export interface ProfileFormProps<Profile extends ProfileFormProfile, Key extends QueryKey> {
  /** The profile's query (`profileQuery()` from @speakwell/api-client/queries), read when the form appears. */
  profileQuery: UseQueryOptions<Profile, Error, Profile, Key>;
  saveProfile: (update: ProfileFormUpdate) => Promise<unknown>;
  /**
   * The text for a failed save: pass `errorText` from @speakwell/api-client so the server's
   * own error shows. Without it every failure reads as the fallback.
   */
  errorText?: (error: unknown, fallback: string) => string;
  className?: string;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const fallbackOnly = (_error: unknown, fallback: string) => fallback;

/**
 * The profile form of Settings and of the shadowing screen's 'User Profile' modal. It is given
 * its query and its save call rather than importing the API client, so the design system stays
 * free of routes and the same behaviour (checks, messages) holds wherever it is shown. A subpath
 * of its own (`@speakwell/ui/profile-form`): only the screens that show it load TanStack Query.
 */
export function ProfileForm<Profile extends ProfileFormProfile, Key extends QueryKey>({ profileQuery, saveProfile, errorText = fallbackOnly, className }: ProfileFormProps<Profile, Key>) {
  const profile = useQuery(profileQuery);
  // Null until the user types: the field shows the loaded name until then.
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? profile.data?.name ?? '';
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password && password !== confirmPassword) {
      setOutcome({ tone: 'error', text: 'Passwords do not match.' });
      return;
    }
    setSaving(true);
    setOutcome(null);
    try {
      await saveProfile(password ? { name, password, ...(currentPassword && { current_password: currentPassword }) } : { name });
      setCurrentPassword('');
      setPassword('');
      setConfirmPassword('');
      setOutcome({ tone: 'success', text: 'Profile updated successfully!' });
    } catch (error) {
      // Everything typed stays, so the user can correct it and save again.
      setOutcome({ tone: 'error', text: errorText(error, 'Failed to update profile.') });
    } finally {
      setSaving(false);
    }
  }

  const ready = profile.isSuccess;
  return (
    <form onSubmit={(event) => void submit(event)} aria-busy={profile.isPending || undefined} className={clsx('@container space-y-6', className)}>
      {profile.isPending && (
        <p className="flex items-center gap-2 text-sm text-ink-500">
          <Spinner size="sm" label="Loading profile" /> Loading profile...
        </p>
      )}
      {profile.isError && <ErrorText>Failed to fetch user data.</ErrorText>}
      <div className="space-y-5">
        <TextField
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          disabled={!ready}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Email Address"
          name="email"
          type="email"
          readOnly
          disabled={!ready}
          value={profile.data?.email ?? ''}
          hint="Your email address cannot be changed."
        />
      </div>
      {/* The rule sits on a wrapper: on the fieldset itself the browser would cut it with the legend. */}
      <div className="border-t border-ink-100 pt-6">
        <fieldset>
          <legend className="text-base font-semibold text-ink-900">Change Password</legend>
          <p className="mt-1 text-sm text-ink-500">Leave these blank to keep your current password.</p>
          {/* Side by side when the form is wide enough, in a page or in a modal. */}
          <div className="mt-4 grid gap-5 @lg:grid-cols-2">
            <PasswordField label="Current Password" name="current-password" disabled={!ready} value={currentPassword} onChange={setCurrentPassword} className="@lg:col-span-2" />
            <PasswordField label="New Password" name="new-password" disabled={!ready} value={password} onChange={setPassword} />
            <PasswordField label="Confirm New Password" name="confirm-new-password" disabled={!ready} value={confirmPassword} onChange={setConfirmPassword} />
          </div>
        </fieldset>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={!ready || saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
        {outcome?.tone === 'success' && (
          <p role="status" className="text-sm font-medium text-emerald-700">
            {outcome.text}
          </p>
        )}
        {outcome?.tone === 'error' && <ErrorText>{outcome.text}</ErrorText>}
      </div>
    </form>
  );
}

interface PasswordFieldProps {
  label: string;
  /** 'current-password' also names the browser's autofill; the new ones are 'new-password'. */
  name: 'current-password' | 'new-password' | 'confirm-new-password';
  disabled: boolean;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

function PasswordField({ name, onChange, ...field }: PasswordFieldProps) {
  return (
    <TextField
      {...field}
      name={name}
      type="password"
      autoComplete={name === 'current-password' ? 'current-password' : 'new-password'}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
