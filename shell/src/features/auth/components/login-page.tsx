import { errorText } from '@speakwell/api-client';
import { FormSubmit } from '@speakwell/ui';
import { clientConfigQuery } from '@speakwell/api-client/queries';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { googleCodeExchangeMutation } from '../api/google-login.js';
import { loginMutation } from '../api/login.js';
import { AuthLayout } from './auth-layout.js';
import { CredentialFields } from './credential-fields.js';
import { completeSignIn, takeRedirectSignIn } from './complete-sign-in.js';
import { GoogleSignIn } from './google-sign-in.js';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation(loginMutation());
  const exchange = useMutation(googleCodeExchangeMutation());
  // No usable id (or no answer): no Google button.
  const googleClientId = useQuery(clientConfigQuery()).data?.googleClientId || null;
  const [redirectError, setRedirectError] = useState<string | null>(null);

  // Google's redirect flow comes back here with a one-time code (or a refusal) in the URL fragment.
  const exchangeCode = exchange.mutate;
  useEffect(() => {
    const redirect = takeRedirectSignIn();
    if (redirect?.kind === 'code')
      exchangeCode(redirect.code, { onSuccess: completeSignIn, onError: (failure) => setRedirectError(errorText(failure, 'Google login failed')) });
    else if (redirect?.kind === 'failed') setRedirectError(redirect.error);
  }, [exchangeCode]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setRedirectError(null);
    login.mutate({ email, password }, { onSuccess: completeSignIn });
  }

  return (
    <AuthLayout
      title="Welcome Back"
      subtitle="Log in to continue your practice."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className="font-medium text-brand-700 hover:text-brand-800">
            Register
          </Link>
        </>
      }
    >
      {googleClientId && <GoogleSignIn clientId={googleClientId} />}
      <form onSubmit={submit} className="space-y-5">
        <CredentialFields email={email} onEmail={setEmail} password={password} onPassword={setPassword} passwordFor="current" />
        <FormSubmit
          error={login.isError ? errorText(login.error, 'Failed to login') : redirectError}
          loading={login.isPending || login.isSuccess || exchange.isPending || exchange.isSuccess}
        >
          Log In
        </FormSubmit>
      </form>
    </AuthLayout>
  );
}
