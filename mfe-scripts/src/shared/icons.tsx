import type { ReactNode, SVGProps } from 'react';

// Drawn like the icons in @speakwell/ui (24px grid, 1.8 stroke); only the scripts screens use them.
function icon(paths: ReactNode) {
  return function Icon({ className = 'size-4', ...rest }: SVGProps<SVGSVGElement>) {
    return (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className} {...rest}>
        {paths}
      </svg>
    );
  };
}

export const IconPause = icon(<><rect x="6" y="5" width="4" height="14" rx="1" /><rect x="14" y="5" width="4" height="14" rx="1" /></>);
export const IconCheck = icon(<path d="M20 6 9 17l-5-5" />);
export const IconClose = icon(<path d="M18 6 6 18M6 6l12 12" />);
