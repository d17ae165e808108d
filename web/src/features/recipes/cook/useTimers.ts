import { useCallback, useEffect, useState } from 'react';
import { beep, prepareSound } from './beep';

export interface Timer {
  id: number;
  /** What the timer is for, named after its step ("Step 2 · 3 min"). */
  name: string;
  endsAt: number;
}

let lastId = 0;

/**
 * Cook mode's timers: several at once, kept by the page so they outlive a move to another step. Time is read from
 * Date.now() at each tick (a tick only redraws), so a throttled background tab or a slow device loses no time.
 */
export function useTimers() {
  const [running, setRunning] = useState<Timer[]>([]);
  const [finished, setFinished] = useState<Timer[]>([]);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!running.length) return undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const ended = running.filter((timer) => timer.endsAt <= at);
      if (!ended.length) return;
      beep();
      setRunning((timers) => timers.filter((timer) => timer.endsAt > at));
      setFinished((timers) => [...timers, ...ended]);
    };
    const interval = setInterval(tick, 250);
    return () => clearInterval(interval);
  }, [running]);

  const start = useCallback((name: string, seconds: number) => {
    prepareSound();
    const at = Date.now();
    lastId += 1;
    const timer = { id: lastId, name, endsAt: at + seconds * 1000 };
    setNow(at);
    setRunning((timers) => [...timers, timer]);
  }, []);
  const cancel = useCallback(
    (id: number) => setRunning((timers) => timers.filter((timer) => timer.id !== id)),
    [],
  );
  const dismiss = useCallback(
    (id: number) => setFinished((timers) => timers.filter((timer) => timer.id !== id)),
    [],
  );
  return { running, finished, now, start, cancel, dismiss };
}

export type Timers = ReturnType<typeof useTimers>;
