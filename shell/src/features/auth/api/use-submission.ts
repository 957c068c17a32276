import { useCallback, useRef, useState } from 'react';

type SubmissionState<R> = { status: 'idle' } | { status: 'pending' } | { status: 'success'; data: R } | { status: 'error'; error: unknown };

interface SubmitHandlers<R> {
  onSuccess?: (data: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * One form's call to the API (log in, register, Google sign-in): pending, its answer or its
 * error. The pages before sign-in use this instead of TanStack Query, which loads only after
 * sign-in. The answer of an older submit that arrives after a newer one is ignored.
 */
export function useSubmission<A, R>(send: (args: A) => Promise<R>) {
  const [state, setState] = useState<SubmissionState<R>>({ status: 'idle' });
  const latest = useRef(0);

  const submit = useCallback(
    (args: A, handlers: SubmitHandlers<R> = {}) => {
      const id = (latest.current += 1);
      setState({ status: 'pending' });
      send(args).then(
        (data) => {
          if (id !== latest.current) return;
          setState({ status: 'success', data });
          handlers.onSuccess?.(data);
        },
        (error: unknown) => {
          if (id !== latest.current) return;
          setState({ status: 'error', error });
          handlers.onError?.(error);
        },
      );
    },
    [send],
  );

  return {
    submit,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.status === 'error' ? state.error : null,
    data: state.status === 'success' ? state.data : undefined,
  };
}
