import { asksToWait, errorText, hasErrorCode, isRefusal } from '@speakwell/api-client';
import type { AdminUserRow } from '@speakwell/contracts';
import { useSession } from '@speakwell/session';
import { ConfirmDialog, EmptyState, ErrorText, IconShield, MoreOnScroll, PageHeader, Spinner } from '@speakwell/ui';
import { useState, type ReactNode } from 'react';
import { useDeleteUser } from '../api/delete-user.js';
import { useUsers } from '../api/get-users.js';
import { useUpdateUserStatus } from '../api/update-user-status.js';
import { AdminNotice, type Notice } from './admin-notice.js';
import { UsersTable } from './users-table.js';

/**
 * '/admin': every user, with status and delete actions (admins only, enforced by the API), then
 * `forAdmins` (the releases), shown once the API has let the user in.
 */
export function AdminPanelPage({ forAdmins }: { forAdmins: ReactNode }) {
  const users = useUsers();
  const updateStatus = useUpdateUserStatus();
  const deleteUser = useDeleteUser();
  const selfId = useSession((state) => state.userId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [userToDelete, setUserToDelete] = useState<AdminUserRow | null>(null);

  function toggleStatus(user: AdminUserRow) {
    if (user.id === selfId && user.is_active) {
      setNotice({ tone: 'error', text: 'You cannot disable your own account.' });
      return;
    }
    setNotice(null);
    updateStatus.mutate(
      { userId: user.id, isActive: !user.is_active },
      { onError: (error) => setNotice({ tone: 'error', text: refusalText(error, 'Failed to update user status.') }) },
    );
  }

  function confirmDelete() {
    if (!userToDelete) return;
    setNotice(null);
    deleteUser.mutate(userToDelete.id, {
      onError: (error) => setNotice({ tone: 'error', text: refusalText(error, 'Failed to delete user.') }),
      onSettled: () => setUserToDelete(null),
    });
  }

  const forbidden = hasErrorCode(users.error, 'ADMIN_REQUIRED');
  return (
    <div>
      <PageHeader title="Admin Panel" subtitle="Manage user accounts." />
      {users.isPending && (
        <p className="flex items-center gap-2 text-ink-500">
          <Spinner size="sm" label="Loading users" /> Loading users...
        </p>
      )}
      {forbidden && (
        <EmptyState
          icon={<IconShield className="size-6" />}
          title="You need administrator access to view this page."
          description="Ask an administrator if you think you should have access."
        />
      )}
      {users.isError && !forbidden && <ErrorText>Failed to fetch users.</ErrorText>}
      {users.data && (
        <div className="space-y-4">
          <AdminNotice notice={notice} onDismiss={() => setNotice(null)} />
          <UsersTable
            users={users.data}
            selfId={selfId}
            statusBusyId={updateStatus.isPending ? updateStatus.variables.userId : undefined}
            onToggleStatus={toggleStatus}
            onEdit={() => setNotice({ tone: 'info', text: 'Edit functionality to be implemented.' })}
            onDelete={(user) => {
              setNotice(null);
              setUserToDelete(user);
            }}
          />
          <MoreOnScroll list={users} />
        </div>
      )}
      {users.data && forAdmins}
      <ConfirmDialog
        open={userToDelete !== null}
        title="Delete user"
        message={
          <>
            Are you sure you want to permanently delete this user and all their data?
            {userToDelete && <span className="mt-2 block font-medium text-ink-800">{userToDelete.email}</span>}
          </>
        }
        confirmLabel="Delete"
        busy={deleteUser.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setUserToDelete(null)}
      />
    </div>
  );
}

/**
 * The server's reason when it refused the change or asked to wait (4xx: "try again later"); the
 * fixed failure text when it failed (5xx, network): a server fault is not the user's to read.
 */
function refusalText(error: unknown, fallback: string): string {
  return isRefusal(error) || asksToWait(error) ? errorText(error, fallback) : fallback;
}
