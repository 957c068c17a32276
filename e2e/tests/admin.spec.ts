import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createUser, registerAndLogin, storeSession, type TestUser } from '../support/accounts.js';
import { saveScreenshot } from '../support/screenshots.js';
import { settled } from '../support/settle.js';

/** Signs the suite's admin in and opens the Admin Panel with its table loaded. */
async function openAdminPanel(page: Page): Promise<TestUser> {
  const admin = await createUser(page.request, { admin: true });
  await storeSession(page, admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  return admin;
}

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });
const statusOf = (page: Page, email: string) => page.getByRole('switch', { name: `Account status of ${email}` });

function loginStatus(request: APIRequestContext, user: TestUser): Promise<number> {
  return request.post('/api/login', { data: { email: user.email, password: user.password } }).then((response) => response.status());
}

test('the table lists every user with the Name, Email, Role, Subscription, Status and Actions columns', async ({ page, request }) => {
  const user = await createUser(request);
  const admin = await openAdminPanel(page);
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Role', 'Subscription', 'Status', 'Actions']);

  const row = rowOf(page, user.email);
  await expect(row.getByRole('cell')).toHaveText([user.name, user.email, 'user', 'free', 'Active', /Edit\s*Delete/]);
  await expect(statusOf(page, user.email)).toHaveAttribute('aria-checked', 'true');
  await expect(rowOf(page, admin.email).getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await saveScreenshot(page, 'admin');
});

test('an admin disables another user (who can no longer log in) and enables them again', async ({ page, request }) => {
  const user = await createUser(request);
  await openAdminPanel(page);
  const status = statusOf(page, user.email);

  await status.click();
  await expect(status).toHaveText('Disabled');
  await expect(status).toHaveAttribute('aria-checked', 'false');
  await saveScreenshot(page, 'admin-user-disabled');
  expect(await loginStatus(request, user)).toBe(403);

  // The list comes back from the server: the new status is stored, not just drawn.
  await page.reload();
  await expect(statusOf(page, user.email)).toHaveText('Disabled');

  await statusOf(page, user.email).click();
  await expect(statusOf(page, user.email)).toHaveText('Active');
  expect(await loginStatus(request, user)).toBe(200);
});

test("an admin cannot disable their own account: 'You cannot disable your own account.' and no call", async ({ page }) => {
  const admin = await openAdminPanel(page);
  const statusWrites: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PUT' && req.url().includes('/api/admin/users/')) statusWrites.push(req.url());
  });
  await statusOf(page, admin.email).click();
  await expect(page.getByRole('alert')).toHaveText('You cannot disable your own account.');
  await expect(statusOf(page, admin.email)).toHaveText('Active');
  await saveScreenshot(page, 'admin-self-disable-refused');
  await settled(page);
  expect(statusWrites).toEqual([]);
});

test("Edit shows 'Edit functionality to be implemented.'", async ({ page, request }) => {
  const user = await createUser(request);
  await openAdminPanel(page);
  await page.getByRole('button', { name: `Edit ${user.email}` }).click();
  await expect(page.getByText('Edit functionality to be implemented.', { exact: true })).toBeVisible();
});

test('Delete asks for confirmation, then removes the user, who can no longer log in', async ({ page, request }) => {
  const user = await createUser(request);
  await openAdminPanel(page);

  // Cancel keeps the user.
  await page.getByRole('button', { name: `Delete ${user.email}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to permanently delete this user and all their data?');
  await saveScreenshot(page, 'admin-delete-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, user.email)).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${user.email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(rowOf(page, user.email)).toHaveCount(0);
  expect(await loginStatus(request, user)).toBe(401);

  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(rowOf(page, user.email)).toHaveCount(0);
});

test('a regular user who opens /admin is told it needs administrator access', async ({ page }) => {
  await registerAndLogin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('You need administrator access to view this page.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText('Failed to fetch users.')).toHaveCount(0);
  await saveScreenshot(page, 'admin-not-authorised');
});

test('on a phone the table says it scrolls sideways, and every column can be reached', async ({ page, request }) => {
  const user = await createUser(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminPanel(page);
  await expect(page.getByText('Scroll sideways for Email, Role, Subscription, Status and Actions')).toBeVisible();
  const table = page.getByRole('region', { name: 'Users table' });
  // Wider than the screen, and the page itself does not scroll sideways.
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await saveScreenshot(page, 'admin-phone');

  // The keyboard can scroll it too (the region takes focus).
  await table.focus();
  await expect(table).toBeFocused();
  const row = rowOf(page, user.email);
  // The suite shares one API, so this user's row may be far down the list: bring it up first.
  await row.scrollIntoViewIfNeeded();
  await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(statusOf(page, user.email)).toBeInViewport();
  await expect(row.getByRole('button', { name: `Delete ${user.email}` })).toBeInViewport();
  // The name stays in sight beside them.
  await expect(row.getByRole('cell').first()).toBeInViewport();
  await saveScreenshot(page, 'admin-phone-scrolled');
});
