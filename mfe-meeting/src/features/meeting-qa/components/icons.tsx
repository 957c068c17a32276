import type { SVGProps } from 'react';

// Drawn like the icons in @speakwell/ui (24px grid, 1.8 stroke); only this screen uses it.
const stroke = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export function IconPause({ className = 'size-4', ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg {...stroke} className={className} {...rest}>
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}
