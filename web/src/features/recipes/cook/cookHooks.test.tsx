// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTimers } from './useTimers';
import { useWakeLock } from './useWakeLock';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe("cook mode's timers", () => {
  it('end by the clock, not by counting ticks, and several run at once', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { result } = renderHook(() => useTimers());
    act(() => result.current.start('Step 2 · 3 min', 180));
    act(() => result.current.start('Step 3 · 5 min', 300));
    expect(result.current.running.map((timer) => timer.name)).toEqual(['Step 2 · 3 min', 'Step 3 · 5 min']);
    // three minutes pass while the tab is throttled: no tick ran, and the next one ends the first timer
    vi.setSystemTime(Date.now() + 180_000);
    act(() => vi.advanceTimersByTime(250));
    expect(result.current.finished.map((timer) => timer.name)).toEqual(['Step 2 · 3 min']);
    expect(result.current.running.map((timer) => timer.name)).toEqual(['Step 3 · 5 min']);
    act(() => result.current.cancel(result.current.running[0]!.id));
    act(() => result.current.dismiss(result.current.finished[0]!.id));
    expect([result.current.running, result.current.finished]).toEqual([[], []]);
  });
});

describe('keeping the screen on', () => {
  function fakeWakeLock(request: () => Promise<unknown>) {
    Object.defineProperty(navigator, 'wakeLock', { value: { request: vi.fn(request) }, configurable: true });
    return (navigator as unknown as { wakeLock: { request: ReturnType<typeof vi.fn> } }).wakeLock.request;
  }

  it('holds the lock, asks again when the tab is visible after the browser dropped it, releases it on leave', async () => {
    const released = vi.fn(() => Promise.resolve());
    let dropped = () => {};
    const request = fakeWakeLock(() =>
      Promise.resolve({
        release: released,
        addEventListener: (_: string, listener: () => void) => (dropped = listener),
      }),
    );
    const { result, unmount } = renderHook(() => useWakeLock());
    await vi.waitFor(() => expect(result.current).toBe('locked'));
    act(() => dropped());
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(request).toHaveBeenCalledTimes(2);
    unmount();
    expect(released).toHaveBeenCalledTimes(1);
  });

  it('says refused when the browser says no, and unsupported without the API', async () => {
    fakeWakeLock(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const refused = renderHook(() => useWakeLock());
    await vi.waitFor(() => expect(refused.result.current).toBe('refused'));
    refused.unmount();
    Reflect.deleteProperty(navigator, 'wakeLock');
    expect(renderHook(() => useWakeLock()).result.current).toBe('unsupported');
  });
});
