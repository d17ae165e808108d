import { useCallback, useEffect, useRef, useState } from 'react';
import { canStartPull, pullDistance, pullState, type PullState } from './pullToRefresh';

export interface PullToRefresh {
  /** Attach to the element the finger pulls. */
  attach: (element: HTMLElement | null) => void;
  state: PullState;
  /** How far the indicator shows (px). */
  distance: number;
  /** Refresh now (the button's way, for mouse and keyboard users). */
  refresh: () => void;
}

/**
 * Pull-to-refresh on touch screens (spec 001 §2): from the top of the page a downward pull shows the indicator
 * (pulling), past 70 px it says "release" (threshold reached), released there it calls `onRefresh` (refreshing)
 * until the promise settles. Mouse and pen never pull; they have `refresh`.
 */
export function usePullToRefresh(onRefresh: () => Promise<unknown>): PullToRefresh {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef(onRefresh);
  useEffect(() => {
    latest.current = onRefresh;
  }, [onRefresh]);

  const inFlight = useRef(false);
  const refresh = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRefreshing(true);
    void latest.current().finally(() => {
      inFlight.current = false;
      setRefreshing(false);
    });
  }, []);

  useEffect(() => {
    if (!element) return;
    let startY: number | null = null;
    let current = 0;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = touch && event.touches.length === 1 && canStartPull(window.scrollY) ? touch.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      current = pullDistance(touch.clientY - startY);
      // Own the gesture only while pulling down, so the page still scrolls up and down as usual.
      if (current > 0 && event.cancelable) event.preventDefault();
      setDistance(current);
    };
    const onEnd = () => {
      if (startY !== null && pullState(current) === 'threshold') refresh();
      startY = null;
      current = 0;
      setDistance(0);
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [element, refresh]);

  return { attach: setElement, state: pullState(distance, refreshing), distance, refresh };
}
