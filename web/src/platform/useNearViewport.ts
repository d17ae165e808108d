import { useEffect, useRef, useState } from 'react';

/** Spec 001 §9 "Feed paging": the next page loads when the last item comes within 100 px, 10% visible. */
export const NEAR_VIEWPORT = { rootMargin: '100px', threshold: 0.1 } as const;

/**
 * Calls `onReach` whenever the element given to the returned ref comes near the viewport, while `active`.
 * Without IntersectionObserver (old browsers, tests that give none) nothing happens: the list's button remains.
 */
export function useNearViewport(onReach: () => void, active: boolean) {
  const [element, setElement] = useState<Element | null>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  }, [onReach]);
  useEffect(() => {
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    }, NEAR_VIEWPORT);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, active]);
  return setElement;
}
