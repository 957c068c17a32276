import type { AdminUserRow } from '@speakwell/contracts';
import { Badge, Button } from '@speakwell/ui';
import { UserStatusSwitch } from './user-status-switch.js';

export interface UserRowProps {
  user: AdminUserRow;
  isSelf: boolean;
  statusBusy: boolean;
  onToggleStatus: (user: AdminUserRow) => void;
  onEdit: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => void;
}

/** One account in the Admin Panel table. */
export function UserRow({ user, isSelf, statusBusy, onToggleStatus, onEdit, onDelete }: UserRowProps) {
  return (
    <tr className="group align-middle hover:bg-ink-50">
      {/* The name stays in sight while the row scrolls sideways on a phone. */}
      <td className="sticky left-0 z-10 max-w-[9rem] bg-white px-4 py-3 font-medium break-words text-ink-900 group-hover:bg-ink-50 sm:max-w-none sm:whitespace-nowrap">
        {user.name}
        {isSelf && (
          <Badge tone="brand" className="ml-2">
            You
          </Badge>
        )}
      </td>
      <td className="px-4 py-3 text-ink-600">{user.email}</td>
      <td className="px-4 py-3">
        <Badge tone={user.role === 'admin' ? 'warning' : 'neutral'}>{user.role}</Badge>
      </td>
      <td className="px-4 py-3 text-ink-700">
        <span className="capitalize">{user.subscription_type}</span>
        {user.subscription_valid_until && (
          <span className="block text-xs text-ink-500">Expires {new Date(user.subscription_valid_until).toLocaleDateString()}</span>
        )}
      </td>
      <td className="px-4 py-3">
        <UserStatusSwitch email={user.email} active={user.is_active} busy={statusBusy} onToggle={() => onToggleStatus(user)} />
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-2">
          <Button variant="ghost" size="sm" aria-label={`Edit ${user.email}`} onClick={() => onEdit(user)}>
            Edit
          </Button>
          {/* The server refuses to delete the account signed in: it is not offered. */}
          {!isSelf && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${user.email}`}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => onDelete(user)}
            >
              Delete
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
