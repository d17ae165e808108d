import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeadlineError, withinDeadline } from './deadline';

describe('withinDeadline', () => {
  afterEach(() => vi.useRealTimers());

  it('answers what the work answers in time', async () => {
    await expect(withinDeadline(Promise.resolve('saved'), 1000)).resolves.toBe('saved');
    await expect(withinDeadline(Promise.reject(new Error('refused')), 1000)).rejects.toThrow('refused');
  });

  it('fails with a DeadlineError when the work never settles', async () => {
    vi.useFakeTimers();
    const waiting = withinDeadline(new Promise<never>(() => {}), 15_000);
    const outcome = expect(waiting).rejects.toBeInstanceOf(DeadlineError);
    await vi.advanceTimersByTimeAsync(15_000);
    await outcome;
  });

  it('says when the work answers after the deadline, and only then', async () => {
    vi.useFakeTimers();
    const onLate = vi.fn();
    let answer = () => {};
    const work = new Promise<void>((resolve) => (answer = resolve));
    const waiting = withinDeadline(work, 15_000, onLate).catch(() => 'late');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await waiting).toBe('late');
    expect(onLate).not.toHaveBeenCalled();
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(onLate).toHaveBeenCalledTimes(1);

    const inTime = vi.fn();
    await withinDeadline(Promise.resolve(), 15_000, inTime);
    await vi.advanceTimersByTimeAsync(0);
    expect(inTime).not.toHaveBeenCalled();
  });
});
