import { describe, expect, it } from 'vitest';
import { canStartPull, pullDistance, pullState, PULL } from './pullToRefresh';

describe('pull-to-refresh (spec 001 §2: 70 px threshold, 120 px max pull, 5 px scroll-top tolerance)', () => {
  it('goes idle → pulling → threshold reached as the finger moves down', () => {
    expect(pullState(0)).toBe('idle');
    expect(pullState(1)).toBe('pulling');
    expect(pullState(69)).toBe('pulling');
    expect(pullState(70)).toBe('threshold');
    expect(pullState(PULL.max)).toBe('threshold');
  });

  it('is refreshing while a refresh runs, whatever the distance', () => {
    expect(pullState(0, true)).toBe('refreshing');
    expect(pullState(90, true)).toBe('refreshing');
  });

  it('never pulls up, and never further than 120 px', () => {
    expect(pullDistance(-30)).toBe(0);
    expect(pullDistance(50)).toBe(50);
    expect(pullDistance(400)).toBe(120);
  });

  it('starts only within 5 px of the top of the page', () => {
    expect(canStartPull(0)).toBe(true);
    expect(canStartPull(5)).toBe(true);
    expect(canStartPull(6)).toBe(false);
  });
});
