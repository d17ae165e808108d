import { useEffect, useState } from 'react';

/** Runs `run` once the page's load event has passed and the main thread is idle (at most 3 s later). */
function afterLoad(run: () => void): () => void {
  let cancel = () => undefined as void;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 3000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 200);
      cancel = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}

/**
 * False until the page has loaded and the browser is idle: live islands that only keep a rendered answer current
 * (the catalogue's version, a recipe's pending calories) wait for it, so the Firestore SDK never competes with
 * the first paint (decision 0011).
 */
export function useAfterLoad(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => afterLoad(() => setDue(true)), []);
  return due;
}
