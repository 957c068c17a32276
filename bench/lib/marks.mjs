/**
 * Runs in the page before its own scripts: notes performance.now() (ms since navigation start)
 * when each target first shows, an <h1> by its text or an element by selector.
 * `window.__benchMarksDone` settles once every target has shown, so the bench can wait for the
 * marks without Playwright's locator engine, whose injected script (tens of ms of main-thread
 * work) would otherwise run in the page while it starts and be counted in its times.
 */
export function installMarks(targets) {
  const marks = {};
  let allShown;
  Object.defineProperty(window, '__benchMarks', { value: marks });
  Object.defineProperty(window, '__benchMarksDone', { value: new Promise((resolve) => (allShown = resolve)) });
  const check = () => {
    for (const target of targets) {
      if (marks[target.key] !== undefined) continue;
      const element = target.selector
        ? document.querySelector(target.selector)
        : [...document.querySelectorAll('h1')].find((h1) => h1.textContent.trim() === target.text);
      if (element && element.checkVisibility()) marks[target.key] = performance.now();
    }
    if (targets.every((target) => marks[target.key] !== undefined)) {
      observer.disconnect();
      allShown();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits in the page (no Playwright locator) until every target of installMarks has shown, or
 * `timeoutMs` passed; returns the marks with the first contentful paint.
 */
export async function marksWhenShown(page, timeoutMs) {
  return page.evaluate(async (timeout) => {
    const shown = await Promise.race([window.__benchMarksDone.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), timeout))]);
    return { shown, ...window.__benchMarks, firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null };
  }, timeoutMs);
}
