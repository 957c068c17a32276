import { errorText as serverErrorText } from '@speakwell/api-client';
import { profileQuery, updateProfileMutation } from '@speakwell/api-client/queries';
import type { Profile, UpdateProfileRequest } from '@speakwell/contracts';
import { Button, ErrorText, Spinner, TextField } from '@speakwell/ui';
import { useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';

/**
 * What the form saves (PUT /api/user/profile): never the email; the password only when typed,
 * with the current password that the server asks for to change it.
 */
export type ProfileFormUpdate = Pick<UpdateProfileRequest, 'name' | 'password' | 'current_password'>;

export interface ProfileFormProps {
  /** The profile's query; by default GET /api/user/profile, read when the form appears. */
  query?: UseQueryOptions<Profile>;
  /** What saving does; by default PUT /api/user/profile (Settings asks a Google-only account for a fresh sign-in first). */
  saveProfile?: (update: UpdateProfileRequest) => Promise<unknown>;
  /** The text for a failed save; by default the server's own error, else the form's fallback. */
  errorText?: (error: unknown, fallback: string) => string;
  className?: string;
}

/** The profile form of Settings and of the shadowing screen's 'User Profile' modal: the same checks and messages in both. */
export function ProfileForm({ query = profileQuery() as UseQueryOptions<Profile>, saveProfile, errorText = serverErrorText, className }: ProfileFormProps) {
  const profile = useQuery(query);
  const save = useMutation(updateProfileMutation(saveProfile));
  // Null until the user types: the field shows the loaded name until then.
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? profile.data?.name ?? '';
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const saving = save.isPending;
  const outcome = mismatch
    ? { tone: 'error', text: 'Passwords do not match.' }
    : save.isSuccess
      ? { tone: 'success', text: 'Profile updated successfully!' }
      : save.isError
        ? // Everything typed stays, so the user can correct it and save again.
          { tone: 'error', text: errorText(save.error, 'Failed to update profile.') }
        : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const mismatched = Boolean(password) && password !== confirmPassword;
    setMismatch(mismatched);
    if (mismatched) {
      save.reset();
      return;
    }
    save.mutate(password ? { name, password, ...(currentPassword && { current_password: currentPassword }) } : { name }, {
      onSuccess: () => {
        setCurrentPassword('');
        setPassword('');
        setConfirmPassword('');
      },
    });
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
            <PasswordField
              label="Current Password"
              name="current-password"
              disabled={!ready}
              value={currentPassword}
              onChange={setCurrentPassword}
              className="@lg:col-span-2"
            />
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
