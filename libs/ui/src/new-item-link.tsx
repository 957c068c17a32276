import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconPlus } from './icons.js';
import { buttonClassName } from './button.js';

/** A list screen's primary link to make a new item ('New Drill', 'New Script', ...). */
export function NewItemLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClassName('primary')}>
      <IconPlus className="size-4" />
      {children}
    </Link>
  );
}
