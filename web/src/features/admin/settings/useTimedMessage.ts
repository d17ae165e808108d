import { useCallback, useEffect, useState } from 'react';
import type { BannerMessage } from '../shared/Banner';

/** A banner message that clears itself after `ms` (002 §4 "Settings messages": 3 s). */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<BannerMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), ms);
    return () => window.clearTimeout(timer);
  }, [message, ms]);
  const show = useCallback(
    (kind: BannerMessage['kind'], text: string) => setMessage({ kind, text, id: Date.now() }),
    [],
  );
  return { message, show, clear: () => setMessage(null) };
}
