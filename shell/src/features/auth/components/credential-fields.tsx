import { TextField } from '@speakwell/ui';
import type { ReactNode } from 'react';

interface CredentialFieldsProps {
  email: string;
  onEmail: (email: string) => void;
  password: string;
  onPassword: (password: string) => void;
  /** Signing in with the password the account has, or choosing one for a new account. */
  passwordFor: 'current' | 'new';
  passwordHint?: ReactNode;
}

/** The email and password fields of Login and Register, named so password managers fill them. */
export function CredentialFields({ email, onEmail, password, onPassword, passwordFor, passwordHint }: CredentialFieldsProps) {
  return (
    <>
      <TextField label="Email" name="email" type="email" autoComplete="email" required value={email} onChange={(event) => onEmail(event.target.value)} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete={`${passwordFor}-password`}
        required
        hint={passwordHint}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
      />
    </>
  );
}
