import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 000 §2: the page scrolls to the top on every route change (not on hash-only changes). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname, search]);
  return null;
}
