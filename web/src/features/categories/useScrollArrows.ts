import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface ScrollArrows {
  overflowing: boolean;
  canScrollBack: boolean;
  canScrollForward: boolean;
  /** Scrolls most of a viewport towards the inline start (-1) or inline end (+1), whatever the direction. */
  scrollByPage: (towards: -1 | 1) => void;
}

/**
 * Tracks whether a horizontal scroller can move towards its inline start or end. In right-to-left layouts
 * browsers report scrollLeft as 0 at the start and negative towards the end, so the sign comes from the
 * computed direction, never from assumptions about left and right.
 */
export function useScrollArrows(ref: RefObject<HTMLElement | null>, contentKey: unknown): ScrollArrows {
  const [state, setState] = useState({ overflowing: false, canScrollBack: false, canScrollForward: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    const travelled = Math.abs(el.scrollLeft);
    // A few pixels of slack: snapping and sub-pixel layout never land exactly on 0 or max.
    const next = {
      overflowing: max > 2,
      canScrollBack: travelled > 2,
      canScrollForward: travelled < max - 2,
    };
    setState((prev) =>
      prev.overflowing === next.overflowing &&
      prev.canScrollBack === next.canScrollBack &&
      prev.canScrollForward === next.canScrollForward
        ? prev
        : next,
    );
  }, [ref]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, measure, contentKey]);

  const scrollByPage = useCallback(
    (towards: -1 | 1) => {
      const el = ref.current;
      if (!el) return;
      const rtl = getComputedStyle(el).direction === 'rtl';
      const distance = Math.max(120, el.clientWidth * 0.8) * towards;
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      el.scrollBy({ left: rtl ? -distance : distance, behavior: reduceMotion ? 'auto' : 'smooth' });
    },
    [ref],
  );

  return { ...state, scrollByPage };
}
