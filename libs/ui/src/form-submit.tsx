import type { ReactNode } from 'react';
import { Button } from './button.js';
import { ErrorText } from './error-text.js';

export interface FormSubmitProps {
  /** Why the last submit failed; nothing when it did not. */
  error: ReactNode;
  loading: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** The foot of a form with one action: its failure (announced), then the wide submit button. */
export function FormSubmit({ error, loading, disabled, children }: FormSubmitProps) {
  return (
    <>
      <ErrorText>{error}</ErrorText>
      <Button type="submit" size="lg" className="w-full" loading={loading} disabled={disabled}>
        {children}
      </Button>
    </>
  );
}
