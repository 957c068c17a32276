/**
 * The admin user list's SQL. Rows come back in the contract's shape (AdminUserRow, as
 * toAdminUserRow makes it), formatted by PostgreSQL: no entities, no Dates.
 */
import { keysetSql } from '../common/paging/keyset-page.js';
import { isoTimestampSql } from '../database/iso-timestamp-sql.js';

const keyset = keysetSql('u.created_at', 'u.id', 1);

/** One page of every account, newest first, on users_created_idx (created_at DESC, id DESC). */
export const adminUserPageSql = `
  SELECT u.id, u.name, u.email, u.role, u.subscription_type,
    ${isoTimestampSql('u.subscription_valid_until')} AS subscription_valid_until, u.is_active, ${keyset.columns}
  FROM users u
  WHERE ${keyset.after}
  ${keyset.orderAndLimit}`;
