/**
 * Runs in the page before its own scripts: notes performance.now() (ms since navigation start)
 * when each target first shows, an <h1> by its text or an element by selector.
 */
export function installMarks(targets) {
  const marks = {};
  Object.defineProperty(window, '__benchMarks', { value: marks });
  const check = () => {
    for (const target of targets) {
      if (marks[target.key] !== undefined) continue;
      const element = target.selector
        ? document.querySelector(target.selector)
        : [...document.querySelectorAll('h1')].find((h1) => h1.textContent.trim() === target.text);
      if (element && element.checkVisibility()) marks[target.key] = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}
