import type { AdminUserRow } from '@speakwell/contracts';
import { Card } from '@speakwell/ui';
import { UserRow, type UserRowProps } from './user-row.js';

const COLUMNS = ['Name', 'Email', 'Role', 'Subscription', 'Status', 'Actions'] as const;

export interface UsersTableProps extends Pick<UserRowProps, 'onToggleStatus' | 'onEdit' | 'onDelete'> {
  users: AdminUserRow[];
  selfId: string | null;
  /** The account whose status change is on its way, if any. */
  statusBusyId: string | undefined;
}

/** Every account, one row each, with the spec's columns. */
export function UsersTable({ users, selfId, statusBusyId, ...actions }: UsersTableProps) {
  return (
    <Card padded={false} className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Users</caption>
        <thead className="border-b border-ink-200 bg-ink-50 text-xs font-semibold tracking-wide text-ink-500 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={`px-4 py-3 ${column === 'Actions' ? 'text-right' : ''}`}>
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
    </Card>
  );
}
