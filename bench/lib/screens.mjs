/** One route per remote: the sidebar link that opens it and the heading its screen shows (spec section 2). */
export const REMOTE_SCREENS = [
  { remote: 'drill', link: 'Speaking Drill', path: '/', heading: 'What would you like to practice today?' },
  { remote: 'scripts', link: 'Script Shadowing', path: '/scripts', heading: 'Script Library' },
  { remote: 'meeting', link: 'Meeting Q&A', path: '/meeting-qa', heading: 'Meeting Q&A' },
  { remote: 'dictionary', link: 'Dictionary', path: '/dictionary', heading: 'Your Personal Dictionary' },
  { remote: 'dashboard', link: 'Dashboard', path: '/dashboard', heading: 'Your Progress Dashboard' },
  { remote: 'admin', link: 'Admin', path: '/admin', heading: 'Admin Panel' },
];

/** A screen of the shell itself (no remote): where click timings start from. */
export const SHELL_SCREEN = { link: 'Settings', path: '/settings', heading: 'Settings' };
export const LOGIN_HEADING = 'Welcome Back';

export const HEADING_TIMEOUT_MS = 20_000;

export function heading(page, name) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** A browser context signed in as `user`, the way the app keeps a session (localStorage `token`, `userRole`, `userId`). */
export async function signedInContext(browser, user) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ({ token, role, userId }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userRole', role);
      localStorage.setItem('userId', userId);
    },
    { token: user.token, role: user.role, userId: user.userId },
  );
  return context;
}
