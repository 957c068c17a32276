/**
 * Scrolls an element that just appeared to the top of the window when its start is out of
 * sight or in the lower half of the window (on a phone, a result below the fold). Nothing
 * moves when it already starts in the upper half; the scroll is instant when the user asked
 * the system for reduced motion.
 */
export function bringIntoView(element: Element | null): void {
  if (!element) return;
  const { top } = element.getBoundingClientRect();
  if (top >= 0 && top <= window.innerHeight / 2) return;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
}
