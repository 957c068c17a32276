import type { SVGProps } from 'react';

// Drawn like the icons in @speakwell/ui (24px grid, 1.8 stroke); only this screen uses them.
const stroke = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export function IconTrash({ className = 'size-4', ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg {...stroke} className={className} {...rest}>
      <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

export function IconSearch({ className = 'size-4', ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg {...stroke} className={className} {...rest}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
