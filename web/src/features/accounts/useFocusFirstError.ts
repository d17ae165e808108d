import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, moves the focus to the first invalid control of the form (or its first alert), so
 * keyboard and screen-reader users land on what needs fixing.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (!request) return;
    const target =
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      ref.current?.querySelector<HTMLElement>('[role="alert"]');
    if (target) {
      if (!target.matches('input, select, textarea, button') && !target.hasAttribute('tabindex'))
        target.setAttribute('tabindex', '-1');
      target.focus();
    }
  }, [request]);
  const focusFirstError = useCallback(() => setRequest((n) => n + 1), []);
  return { ref, focusFirstError };
}
