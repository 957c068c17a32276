import { useEffect, useState, type RefObject } from 'react';

/** Whether an element's content is wider than the element (it scrolls sideways), and whether it is scrolled to its end. */
export function useSidewaysOverflow(ref: RefObject<HTMLElement | null>): { overflowing: boolean; atEnd: boolean } {
  const [state, setState] = useState({ overflowing: false, atEnd: true });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const overflowing = element.scrollWidth > element.clientWidth + 1;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      setState((previous) => (previous.overflowing === overflowing && previous.atEnd === atEnd ? previous : { overflowing, atEnd }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return state;
}
