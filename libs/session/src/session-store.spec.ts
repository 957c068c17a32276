import { sessionStore } from './session-store.js';

describe('sessionStore', () => {
  beforeEach(() => sessionStore.getState().logout());

  it('stores token, role and user id under the plain localStorage keys token, userRole and userId', () => {
    sessionStore.getState().login({ token: 't-1', role: 'admin', userId: 'u-1' });
    expect(localStorage.getItem('token')).toBe('t-1');
    expect(localStorage.getItem('userRole')).toBe('admin');
    expect(localStorage.getItem('userId')).toBe('u-1');
    expect(sessionStore.getState()).toMatchObject({ token: 't-1', role: 'admin', userId: 'u-1' });
  });

  it('keeps only the token when the server sent no role or user id', () => {
    sessionStore.getState().login({ token: 't-2' });
    expect(localStorage.getItem('token')).toBe('t-2');
    expect(localStorage.getItem('userRole')).toBeNull();
    expect(sessionStore.getState().role).toBeNull();
  });

  it('logout clears all three keys', () => {
    sessionStore.getState().login({ token: 't-3', role: 'user', userId: 'u-3' });
    sessionStore.getState().logout();
    expect([localStorage.getItem('token'), localStorage.getItem('userRole'), localStorage.getItem('userId')]).toEqual([null, null, null]);
    expect(sessionStore.getState().token).toBeNull();
  });
});
