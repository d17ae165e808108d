import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

const SWIPE_PX = 50;

/** Ignores keys meant for a field (a typed number, a focused checkbox's Space stays the checkbox's). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) &&
  !(target instanceof HTMLInputElement && target.type === 'checkbox');

/**
 * One step at a time: previous and next, by buttons, the arrow keys and a swipe. In right-to-left the next step is
 * to the left, so ArrowLeft and a swipe to the right go forward.
 */
export function useStepNavigation(count: number, direction: 'ltr' | 'rtl') {
  const [step, setStep] = useState(0);
  const go = useCallback(
    (by: number) => setStep((current) => Math.min(Math.max(current + by, 0), Math.max(count - 1, 0))),
    [count],
  );
  const forward = direction === 'rtl' ? -1 : 1;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (event.key === 'ArrowRight') go(forward);
      else if (event.key === 'ArrowLeft') go(-forward);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, forward]);

  const startAt = useRef<{ x: number; y: number } | null>(null);
  const swipe = {
    onPointerDown: (event: PointerEvent) => {
      startAt.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = startAt.current;
      startAt.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
      // a swipe pulls the next step in from the end side: leftwards in ltr, rightwards in rtl
      go(dx < 0 ? forward : -forward);
    },
    onPointerCancel: () => {
      startAt.current = null;
    },
  };
  return { step, go, swipe };
}
