import type { EntityManager } from 'typeorm';

/** Advisory lock key of "who is an active admin is changing" (any number fixed for this app). */
const ADMINS_LOCK_KEY = 7_195_600_002;

/**
 * The last-active-admin rule holds under concurrency: every change that can take an active
 * admin away (disable, delete, revoke, an admin deleting their own account) first calls this
 * inside its transaction, so they run one after another and each sees the ones before it (two
 * admins disabling each other at once: the second is refused). Held until the transaction ends.
 */
export async function lockAdmins(manager: EntityManager): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1)', [ADMINS_LOCK_KEY]);
}

/** Whether `userId` is an active admin and no other active admin exists (call under lockAdmins). */
export async function isLastActiveAdmin(manager: EntityManager, userId: string): Promise<boolean> {
  const [row]: Array<{ target: boolean; others: number }> = await manager.query(
    `SELECT coalesce(bool_or(id = $1), false) AS target, count(*) FILTER (WHERE id <> $1)::int AS others FROM users WHERE role = 'admin' AND is_active`,
    [userId],
  );
  return Boolean(row?.target) && row?.others === 0;
}

/** Whether `userId` is (still) an active admin (call under lockAdmins). */
export async function isActiveAdmin(manager: EntityManager, userId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM users WHERE id = $1 AND role = 'admin' AND is_active`, [userId]);
  return rows.length > 0;
}
