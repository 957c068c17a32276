import { expect, test, type Page } from '@playwright/test';
import { createUser, storeSession, submitLogin, type TestUser } from '../support/accounts.js';
import { saveScreenshot } from '../support/screenshots.js';
import { settled } from '../support/settle.js';

async function openSettings(page: Page, user: TestUser): Promise<void> {
  await storeSession(page, user);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(user.name);
}

test('a new name is saved, confirmed, and still there after a reload; the email cannot be edited', async ({ page, request }) => {
  const user = await createUser(request);
  await openSettings(page, user);
  const email = page.getByLabel('Email Address');
  await expect(email).toHaveValue(user.email);
  await expect(email).not.toBeEditable();
  await saveScreenshot(page, 'settings');

  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PUT' && req.url().endsWith('/api/user/profile')) sent.push(req.postData() ?? '');
  });
  await page.getByLabel('Full Name').fill('Pat Renamed');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await saveScreenshot(page, 'settings-saved');
  // The name is always sent; the email never, and no password when none was typed.
  expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([{ name: 'Pat Renamed' }]);

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Pat Renamed');
});

test("mismatched passwords show 'Passwords do not match.' and send nothing", async ({ page, request }) => {
  const user = await createUser(request);
  await openSettings(page, user);
  const profileWrites: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/user/profile') && req.method() !== 'GET') profileWrites.push(req.method());
  });
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass-1');
  await page.getByLabel('Confirm New Password').fill('brand-new-pass-2');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
  await saveScreenshot(page, 'settings-password-mismatch');
  await settled(page);
  expect(profileWrites).toEqual([]);
  // What was typed stays, to be corrected.
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('brand-new-pass-1');
});

test("the server's refusal of a short password is shown as it is", async ({ page, request }) => {
  const user = await createUser(request);
  await openSettings(page, user);
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password').fill('short');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toContainText('at least 8 characters');
});

test('after a password change (which asks for the current one), this session goes on and login works with the new password only', async ({ page, request }) => {
  const user = await createUser(request);
  await openSettings(page, user);
  const newPassword = 'fresh-password-77';
  await page.getByLabel('Current Password').fill('not my password');
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('The current password is not correct.');
  await page.getByLabel('Current Password').fill(user.password);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Confirm New Password')).toHaveValue('');
  await expect(page.getByLabel('Current Password')).toHaveValue('');

  expect((await request.post('/api/login', { data: { email: user.email, password: user.password } })).status()).toBe(401);
  // Other sessions ended; this one carries on with the token the change returned.
  expect((await request.get('/api/user/profile', { headers: { Authorization: `Bearer ${user.token}` } })).status()).toBe(401);
  await page.reload();
  await expect(page.getByLabel('Email Address')).toHaveValue(user.email);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, user.email, newPassword);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByLabel('Email Address')).toHaveValue(user.email);
});
