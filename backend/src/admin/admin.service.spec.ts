import type { Role } from '@speakwell/contracts';
import type { User } from '../users/user.entity.js';
import { AdminErrorCode } from './admin.errors.js';
import type { AdminRepository } from './admin.repository.js';
import { AdminService } from './admin.service.js';

interface Account {
  id: string;
  role: Role;
  isActive: boolean;
}

/** AdminRepository in memory: the accounts, changed one locked change at a time. */
class FakeAccounts {
  accounts = new Map<string, Account>();
  locks = 0;

  constructor(...accounts: Account[]) {
    for (const account of accounts) this.accounts.set(account.id, account);
  }

  underAdminsLock<T>(change: (locked: this) => Promise<T>): Promise<T> {
    this.locks += 1;
    return change(this);
  }
  isActiveAdmin(id: string) {
    const account = this.accounts.get(id);
    return Promise.resolve(account?.role === 'admin' && account.isActive);
  }
  isLastActiveAdmin(id: string) {
    const activeAdmins = [...this.accounts.values()].filter((account) => account.role === 'admin' && account.isActive);
    return Promise.resolve(activeAdmins.length === 1 && activeAdmins[0]?.id === id);
  }
  setActive(id: string, isActive: boolean) {
    const account = this.accounts.get(id);
    if (!account) return Promise.resolve(null);
    account.isActive = isActive;
    return Promise.resolve({ ...account, name: id, email: `${id}@example.com`, subscriptionType: 'free', subscriptionValidUntil: null } as unknown as User);
  }
  delete(id: string) {
    return Promise.resolve(this.accounts.delete(id));
  }
}

const ADMIN = { id: 'admin', role: 'admin' as const, email: 'admin@example.com' };
function setup(...accounts: Account[]) {
  const fake = new FakeAccounts(...accounts);
  return { fake, service: new AdminService(fake as unknown as AdminRepository) };
}

describe('AdminService', () => {
  it('refuses to disable or delete the acting admin themself, before taking the lock', async () => {
    const { fake, service } = setup({ id: 'admin', role: 'admin', isActive: true });
    await expect(service.setActive(ADMIN, 'admin', false)).rejects.toMatchObject({ code: AdminErrorCode.CannotDisableSelf });
    await expect(service.deleteUser(ADMIN, 'admin')).rejects.toMatchObject({ code: AdminErrorCode.CannotDeleteSelf });
    expect(fake.locks).toBe(0);
  });

  it('of two admins disabling each other, only the first wins: the second is no longer an admin', async () => {
    const { service } = setup({ id: 'admin', role: 'admin', isActive: true }, { id: 'other', role: 'admin', isActive: true });
    await expect(service.setActive(ADMIN, 'other', false)).resolves.toMatchObject({ id: 'other', is_active: false });
    await expect(service.setActive({ ...ADMIN, id: 'other' }, 'admin', false)).rejects.toMatchObject({ code: AdminErrorCode.NoLongerAdmin });
  });

  it('refuses a change by an admin who is no longer an active admin', async () => {
    const { service } = setup({ id: 'admin', role: 'user', isActive: true }, { id: 'learner', role: 'user', isActive: true });
    await expect(service.setActive(ADMIN, 'learner', false)).rejects.toMatchObject({ code: AdminErrorCode.NoLongerAdmin });
  });

  it('answers an account that does not exist as not found', async () => {
    const { service } = setup({ id: 'admin', role: 'admin', isActive: true });
    await expect(service.deleteUser(ADMIN, 'nobody')).rejects.toMatchObject({ code: AdminErrorCode.UserNotFound });
    await expect(service.setActive(ADMIN, 'nobody', true)).rejects.toMatchObject({ code: AdminErrorCode.UserNotFound });
  });

  it('disables an account and answers it in the list row shape', async () => {
    const { service } = setup({ id: 'admin', role: 'admin', isActive: true }, { id: 'learner', role: 'user', isActive: true });
    await expect(service.setActive(ADMIN, 'learner', false)).resolves.toMatchObject({ id: 'learner', role: 'user', is_active: false });
  });
});
