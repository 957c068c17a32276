import type { AdminUserRow } from '@speakwell/contracts';
import { Card } from '@speakwell/ui';
import { useId, useRef } from 'react';
import { useSidewaysOverflow } from './use-sideways-overflow.js';
import { UserRow, type UserRowProps } from './user-row.js';

const COLUMNS = ['Name', 'Email', 'Role', 'Subscription', 'Status', 'Actions'] as const;

export interface UsersTableProps extends Pick<UserRowProps, 'onToggleStatus' | 'onEdit' | 'onDelete'> {
  users: AdminUserRow[];
  selfId: string | null;
  /** The account whose status change is on its way, if any. */
  statusBusyId: string | undefined;
}

/** Every account, one row each, with the admin table's fixed columns. */
export function UsersTable({ users, selfId, statusBusyId, ...actions }: UsersTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const { overflowing, atEnd } = useSidewaysOverflow(scroller);
  const hintId = useId();
  return (
    <div className="space-y-2">
      {/* On a narrow screen the table scrolls sideways: say so, and which columns are further right. */}
      {overflowing && (
        <p id={hintId} className="flex items-center gap-1.5 text-xs font-medium text-ink-600">
          Scroll sideways for Email, Role, Subscription, Status and Actions
          <span aria-hidden="true">&rarr;</span>
        </p>
      )}
      <Card padded={false} className="relative overflow-hidden">
        <div
          ref={scroller}
          role="region"
          aria-label="Users table"
          aria-describedby={overflowing ? hintId : undefined}
          tabIndex={0}
          className="overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
        >
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Users</caption>
            <thead className="border-b border-ink-200 bg-ink-50 text-xs font-semibold tracking-wide text-ink-500 uppercase">
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-4 py-3 ${column === 'Actions' ? 'text-right' : ''} ${column === 'Name' ? 'sticky left-0 z-10 bg-ink-50' : ''}`}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {users.map((user) => (
                <UserRow key={user.id} user={user} isSelf={user.id === selfId} statusBusy={user.id === statusBusyId} {...actions} />
              ))}
            </tbody>
          </table>
        </div>
        {overflowing && !atEnd && <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-linear-to-l from-white" />}
      </Card>
    </div>
  );
}
