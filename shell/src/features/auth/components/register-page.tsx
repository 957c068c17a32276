import { errorText } from '@speakwell/api-client';
import { PASSWORD_MIN_LENGTH } from '@speakwell/contracts/auth-texts';
import { Button, ErrorText, TextField } from '@speakwell/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { registerMutation } from '../api/register.js';
import { AuthLayout } from './auth-layout.js';
import { CredentialFields } from './credential-fields.js';

/** How long the success message stays before the user is sent to /login. */
const SUCCESS_PAUSE_MS = 2000;

export function RegisterPage() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const register = useMutation(registerMutation());
  const navigate = useNavigate();

  useEffect(() => {
    if (!register.isSuccess) return;
    const timer = setTimeout(() => void navigate('/login'), SUCCESS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [register.isSuccess, navigate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    register.mutate({ name, email, password });
  }

  return (
    <AuthLayout
      title="Create an Account"
      subtitle="Start your journey to confident speaking."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:text-brand-800">
            Log In
          </Link>
        </>
      }
    >
      <form onSubmit={submit} className="space-y-5">
        <TextField label="Name" name="name" autoComplete="name" required value={name} onChange={(event) => setName(event.target.value)} />
        <CredentialFields
          email={email}
          onEmail={setEmail}
          password={password}
          onPassword={setPassword}
          passwordFor="new"
          passwordHint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <ErrorText>{register.isError ? errorText(register.error, 'Failed to register') : null}</ErrorText>
        {register.isSuccess && (
          <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-700 ring-1 ring-emerald-200">
            {register.data?.message}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" loading={register.isPending} disabled={register.isSuccess}>
          Register
        </Button>
      </form>
    </AuthLayout>
  );
}
