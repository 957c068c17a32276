/** How much of the window's bottom edge still counts as "not seen" (a phone's toolbar, a thumb). */
const BOTTOM_MARGIN_PX = 80;

/**
 * Scrolls an element that just appeared to the top of the window when its start is out of
 * sight (on a phone, a result below the fold). Nothing moves when it is already in view;
 * the scroll is instant when the user asked the system for reduced motion.
 */
export function bringIntoView(element: Element | null): void {
  if (!element) return;
  const { top } = element.getBoundingClientRect();
  if (top >= 0 && top <= window.innerHeight - BOTTOM_MARGIN_PX) return;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
}
