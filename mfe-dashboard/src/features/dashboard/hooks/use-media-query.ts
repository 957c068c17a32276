import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Phones: below Tailwind's `sm` breakpoint. */
export const PHONE_QUERY = '(max-width: 639px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
