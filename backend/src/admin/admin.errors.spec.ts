import { AdminError } from './admin.errors.js';

describe('AdminError', () => {
  it('refuses self-disable and self-delete with 400 and the exact texts', () => {
    expect([AdminError.cannotDisableSelf().statusCode, AdminError.cannotDisableSelf().message]).toEqual([
      400,
      'You cannot disable your own account.',
    ]);
    expect([AdminError.cannotDeleteSelf().statusCode, AdminError.cannotDeleteSelf().message]).toEqual([
      400,
      'You cannot delete your own account.',
    ]);
  });

  it('answers 404 for an unknown user', () => {
    expect(AdminError.userNotFound().statusCode).toBe(404);
  });
});
