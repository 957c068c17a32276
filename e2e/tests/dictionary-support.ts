import { expect, type Page } from '@playwright/test';
import { createUser, openSignedIn, type TestUser } from '../support/accounts.js';

/** A new account whose words were added through the API, signed in on the Dictionary. */
export async function dictionaryWith(page: Page, words: string[]): Promise<TestUser> {
  const user = await createUser(page.request);
  for (const word of words) {
    const added = await page.request.post('/api/dictionary', { headers: { Authorization: `Bearer ${user.token}` }, data: { word } });
    expect(added.status(), await added.text()).toBe(201);
  }
  await openSignedIn(page, user, '/dictionary', 'Your Personal Dictionary');
  return user;
}
