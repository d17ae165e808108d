import { useSyncExternalStore } from 'react';

/** Live result of a CSS media query (false where matchMedia is missing, e.g. in tests). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** The shell's mobile layout (bottom bar, drawer navigation) applies below 768 px (spec 000 §2). */
export const MOBILE_QUERY = '(max-width: 767.98px)';
