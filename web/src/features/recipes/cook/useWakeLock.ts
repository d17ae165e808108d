import { useEffect, useState } from 'react';

/** Whether the screen is kept on: asking, held, or not (the browser lacks the API or refused it). */
export type WakeLockState = 'pending' | 'locked' | 'unsupported' | 'refused';

interface WakeLockSentinelLike {
  release: () => Promise<void>;
  addEventListener: (type: 'release', listener: () => void) => void;
}
interface WakeLockLike {
  request: (type: 'screen') => Promise<WakeLockSentinelLike>;
}

/**
 * Keeps the screen on while cook mode is open (Screen Wake Lock API): asked on open, asked again whenever the tab
 * becomes visible (the browser drops the lock when it is hidden), released on leave. Once unsupported or refused the
 * state stays so: the page says it once rather than flickering with each visit back to the tab.
 */
const wakeLockApi = () =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;

export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>(() => (wakeLockApi() ? 'pending' : 'unsupported'));
  useEffect(() => {
    const wakeLock = wakeLockApi();
    if (!wakeLock) return undefined;
    let sentinel: WakeLockSentinelLike | null = null;
    let left = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || sentinel) return;
      try {
        const held = await wakeLock.request('screen');
        if (left) {
          void held.release();
          return;
        }
        sentinel = held;
        held.addEventListener('release', () => {
          if (sentinel === held) sentinel = null;
        });
        setState('locked');
      } catch {
        setState((current) => (current === 'locked' ? current : 'refused'));
      }
    };
    const onVisibility = () => void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    void acquire();
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
    };
  }, []);
  return state;
}
