import { expect, test, type Page } from '@playwright/test';
import { createUser, storeSession, type TestUser } from '../support/accounts.js';
import { holdRequests } from '../support/hold-requests.js';
import { saveScreenshot } from '../support/screenshots.js';
import { average, seedDrillSession } from './drill-support.js';

const STAR_ANSWER =
  'In my last role our checkout page kept timing out during a big sale. My task was to find the cause within a day. ' +
  'I profiled the service, found a slow query and added an index with a safe migration. ' +
  'As a result the page loaded in under a second and sales that week grew by twelve percent.';

const CHART_TITLES = ['Drills (Last 30 Days)', 'Weekly Progress (Average Rating)', 'Average Rating by Topic', 'Frameworks Used'];

/** A new account, signed in, on the dashboard. */
async function openDashboard(page: Page, user?: TestUser): Promise<TestUser> {
  const account = user ?? (await createUser(page.request));
  await storeSession(page, account);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Progress Dashboard' })).toBeVisible();
  return account;
}

const stat = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const chartCard = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('a new account sees zero totals, N/A averages and the empty chart texts', async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: 'Speaking Drills' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Script Shadowing' })).toBeVisible();
  await expect(stat(page, 'Total Sessions')).toContainText('0');
  await expect(stat(page, 'Total Drills')).toContainText('0');
  await expect(stat(page, 'Overall Average')).toContainText('N/A');
  await expect(stat(page, 'Avg. Match Accuracy (%)')).toContainText('N/A');
  await expect(stat(page, 'Most Practiced')).toContainText('N/A');
  await expect(stat(page, 'Est. Practice Time (min)')).toContainText('0');

  await expect(chartCard(page, 'Frameworks Used').getByText('No framework data available yet.')).toBeVisible();
  await expect(chartCard(page, 'Drills (Last 30 Days)').getByText('No drills in the last 30 days.')).toBeVisible();
  for (const title of CHART_TITLES) await expect(chartCard(page, title).locator('canvas')).toHaveCount(0);
  await saveScreenshot(page, 'dashboard-empty');
});

test('after two answered drills the cards show the totals and average, and every chart draws', async ({ page }) => {
  const user = await createUser(page.request);
  const session = await seedDrillSession(page.request, user, { topic: 'Leadership', answers: [STAR_ANSWER, STAR_ANSWER] });
  // Charts drawn at once (the reduced-motion rule), so the picture shows them whole.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDashboard(page, user);

  await expect(stat(page, 'Total Sessions')).toContainText('1');
  await expect(stat(page, 'Total Drills')).toContainText('2');
  await expect(stat(page, 'Overall Average')).toContainText(`${average(session.ratings)} / 5`);
  await expect(stat(page, 'Est. Practice Time (min)')).toContainText(/\d+/);

  for (const title of CHART_TITLES) {
    const chart = chartCard(page, title);
    await expect(chart.getByRole('heading', { name: title })).toBeVisible();
    await expect(chart.locator('canvas')).toHaveCount(1);
  }
  await expect(chartCard(page, 'Frameworks Used').getByText('Times Recommended').first()).toBeVisible();
  await expect(page.getByText('No framework data available yet.')).toHaveCount(0);
  await expect(chartCard(page, 'Average Rating by Topic').getByRole('img')).toHaveAccessibleName(/Leadership/);
  await saveScreenshot(page, 'dashboard-with-drills');
});

test('on a phone the cards and charts stack in one column without sideways scrolling', async ({ page }) => {
  const user = await createUser(page.request);
  await seedDrillSession(page.request, user, { topic: 'Leadership', answers: [STAR_ANSWER] });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDashboard(page, user);
  for (const title of CHART_TITLES) await expect(chartCard(page, title).locator('canvas')).toHaveCount(1);
  const [first, second] = [await stat(page, 'Total Sessions').boundingBox(), await stat(page, 'Total Drills').boundingBox()];
  expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'dashboard-phone');
});

test('shadowing runs show the average match accuracy and the most practiced script', async ({ page }) => {
  const user = await createUser(page.request);
  const headers = { Authorization: `Bearer ${user.token}` };
  const content = 'Thank you all for coming. This quarter we grew revenue and hired five engineers.';
  const createScript = async (title: string): Promise<string> => {
    const created = await page.request.post('/api/scripts', { headers, data: { title, description: '', tags: [], content } });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  };
  /** One shadowing run through the real analysis (offline AI), as the shadowing screen sends it. */
  const shadow = async (scriptId: string, spoken: string): Promise<number> => {
    const analyzed = await page.request.post('/api/scripts/analyze', { headers, data: { script_id: scriptId, script_content: content, spoken_text: spoken } });
    expect(analyzed.ok(), await analyzed.text()).toBe(true);
    return ((await analyzed.json()) as { match_accuracy: number }).match_accuracy;
  };
  const update = await createScript('Quarterly update');
  const toast = await createScript('Team toast');
  const accuracies = [
    await shadow(update, content),
    await shadow(update, 'Thank you all for coming. This quarter we grew revenue.'),
    await shadow(toast, 'Thank you all.'),
  ];

  await openDashboard(page, user);
  // The API averages to one decimal; the card shows a whole percent.
  const mean = Math.round((accuracies.reduce((sum, a) => sum + a, 0) / accuracies.length) * 10) / 10;
  await expect(stat(page, 'Avg. Match Accuracy (%)')).toContainText(`${Math.round(mean)}%`);
  await expect(stat(page, 'Most Practiced')).toContainText('Quarterly update');
  await expect(stat(page, 'Total Drills')).toContainText('0');
  await saveScreenshot(page, 'dashboard-shadowing');
});

test("shows 'Loading dashboard...' while the statistics load, and the failure text when they cannot", async ({ page }) => {
  const user = await createUser(page.request);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let fail = false;
  await page.route('**/api/dashboard-stats', async (route) => {
    await held;
    if (fail) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal server error', statusCode: 500 }) });
    else await route.continue();
  });
  fail = true;
  await storeSession(page, user);
  await page.goto('/dashboard');
  await expect(page.getByText('Loading dashboard...')).toBeVisible();
  release();
  await expect(page.getByRole('alert')).toHaveText('Could not load dashboard statistics.');
  await expect(page.getByText('Loading dashboard...')).toHaveCount(0);
  await expect(stat(page, 'Total Sessions')).toHaveCount(0);
  await saveScreenshot(page, 'dashboard-error');

  // Once the server answers again, 'Try again' shows the numbers.
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(stat(page, 'Total Sessions')).toContainText('0');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** The brand-coloured pixels a chart's canvas drew (its bars): how many, and where they start. */
async function barPixels(page: Page, title: string): Promise<{ count: number; left: number; right: number; width: number }> {
  return chartCard(page, title)
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context) return { count: 0, left: 0, right: 0, width: canvas.width };
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      let left = canvas.width;
      let right = 0;
      for (let index = 0; index < data.length; index += 4) {
        // The design system's brand-500, #3b66f5.
        if (Math.abs(data[index] - 59) < 12 && Math.abs(data[index + 1] - 102) < 12 && Math.abs(data[index + 2] - 245) < 12 && data[index + 3] > 200) {
          count += 1;
          const x = (index / 4) % canvas.width;
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
      }
      return { count, left, right, width: canvas.width };
    });
}

test('a topic averaging 1.0 still has a visible bar, and its numbers are offered as a table', async ({ page }) => {
  const user = await createUser(page.request);
  const session = await seedDrillSession(page.request, user, { topic: 'Small talk', answers: ['Um.'] });
  expect(session.ratings).toEqual([1]);
  await openDashboard(page, user);
  const topics = chartCard(page, 'Average Rating by Topic');
  await expect(topics.locator('canvas')).toBeVisible();
  await expect.poll(async () => (await barPixels(page, 'Average Rating by Topic')).count, { timeout: 10_000 }).toBeGreaterThan(30);
  await saveScreenshot(page, 'dashboard-topic-at-one');

  await topics.getByText('Show data as a table').click();
  const table = topics.getByRole('table', { name: 'Average Rating by Topic' });
  await expect(table.getByRole('columnheader')).toHaveText(['Topic', 'Average rating (1-5)']);
  await expect(table.getByRole('row').nth(1)).toHaveText(/Small talk\s*1\.0/);
  const frameworks = chartCard(page, 'Frameworks Used');
  await frameworks.getByText('Show data as a table').click();
  await expect(frameworks.getByRole('table', { name: 'Frameworks Used' }).getByRole('columnheader')).toHaveText(['Framework', 'Times Recommended']);
  await saveScreenshot(page, 'dashboard-data-tables');
});

test('on a phone the topic names leave most of the width to the bars', async ({ page }) => {
  const user = await createUser(page.request);
  await seedDrillSession(page.request, user, { topic: 'Behavioral interviews for senior engineering roles', answers: [STAR_ANSWER] });
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page, user);
  await chartCard(page, 'Average Rating by Topic').scrollIntoViewIfNeeded();
  await expect(chartCard(page, 'Average Rating by Topic').locator('canvas')).toBeVisible();
  await expect.poll(async () => (await barPixels(page, 'Average Rating by Topic')).count, { timeout: 10_000 }).toBeGreaterThan(30);
  const bars = await barPixels(page, 'Average Rating by Topic');
  // The plot (where the bars start) begins in the left part of the chart, not past its middle.
  expect(bars.left / bars.width).toBeLessThan(0.45);
  await saveScreenshot(page, 'dashboard-topics-phone');
});

/**
 * The Frameworks Used chart's brand-coloured pixels in every frame, from the first frame its
 * bars show until 700 ms later (longer than the 500 ms the bars take to grow in). Starts watching
 * while the statistics are held back, so the first drawn frame is never missed.
 */
async function frameworkBarsPerFrame(page: Page, user: TestUser): Promise<number[]> {
  const release = await holdRequests(page, '**/api/dashboard-stats');
  await openDashboard(page, user);
  const frames = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const counts: number[] = [];
        let firstShown: number | null = null;
        const sample = (now: number) => {
          const canvas = document.querySelector<HTMLCanvasElement>('[aria-label="Frameworks Used"] canvas');
          const context = canvas?.getContext('2d');
          let count = 0;
          if (canvas && context && canvas.width > 0) {
            const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
            for (let index = 0; index < data.length; index += 4) {
              if (Math.abs(data[index] - 59) < 12 && Math.abs(data[index + 1] - 102) < 12 && Math.abs(data[index + 2] - 245) < 12 && data[index + 3] > 200)
                count += 1;
            }
          }
          if (count > 0) {
            firstShown ??= now;
            counts.push(count);
          }
          if (firstShown !== null && now - firstShown > 700) resolve(counts);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
  );
  release();
  return frames;
}

test('the chart bars grow in, and stand still from the first frame for a user who prefers reduced motion', async ({ page }) => {
  const user = await createUser(page.request);
  await seedDrillSession(page.request, user, { topic: 'Leadership', answers: [STAR_ANSWER] });

  // Growing: the first frame with bars shows less of them than the last. On a loaded machine the first frame the
  // browser paints can come after the 500 ms the bars take to grow (a fresh-clone run at load 9 saw it): look again,
  // twice at most. Bars that never grow fail all three looks.
  let growing = await frameworkBarsPerFrame(page, user);
  for (let look = 1; look < 3 && growing[0] >= growing[growing.length - 1]; look++) {
    await page.unrouteAll();
    growing = await frameworkBarsPerFrame(page, user);
  }
  expect(growing[0]).toBeLessThan(growing[growing.length - 1]);

  await page.unrouteAll();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const still = await frameworkBarsPerFrame(page, user);
  expect(still[0]).toBeGreaterThan(0);
  expect(new Set(still)).toEqual(new Set([still[0]]));
});

test("a bar's tooltip names the whole topic and its average out of 5", async ({ page }) => {
  const user = await createUser(page.request);
  const session = await seedDrillSession(page.request, user, { topic: 'Behavioral interviews for senior engineering roles', answers: [STAR_ANSWER] });
  await openDashboard(page, user);
  const topics = chartCard(page, 'Average Rating by Topic');
  await expect.poll(async () => (await barPixels(page, 'Average Rating by Topic')).count, { timeout: 10_000 }).toBeGreaterThan(30);
  const canvas = topics.locator('canvas').first();
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('expected the topic chart on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // The tooltip is drawn inside the chart's picture; the folded table under it has the same words.
  const chart = topics.getByRole('img');
  await expect(chart.getByText('Behavioral interviews for senior engineering roles')).toBeVisible();
  await expect(chart.getByText(`Average rating: ${average(session.ratings)} / 5`)).toBeVisible();
});
