// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { countSearch, deviceId, lockRemaining, lockSearch, withTerm, withoutTerm } from './state';

afterEach(() => localStorage.clear());

describe('search state in the browser (001 §4 "Search state")', () => {
  it('keeps one device id', () => {
    expect(deviceId()).toBe(deviceId());
  });

  it('asks for the human check after 15 searches of one user, and starts again after 5 minutes', () => {
    const start = 1_000_000;
    const checks = Array.from({ length: 16 }, (_, i) => countSearch('u1', start + i).needsHumanCheck);
    expect(checks.slice(0, 15).every((needed) => !needed)).toBe(true);
    expect(checks[15]).toBe(true);
    expect(countSearch('u1', start + 300_000).needsHumanCheck).toBe(false);
    expect(countSearch('u2', start + 300_001).needsHumanCheck).toBe(false);
  });

  it('blocks for the server’s seconds, or 60 s', () => {
    lockSearch(undefined, 0);
    expect(lockRemaining(59_000)).toBe(1000);
    expect(lockRemaining(60_000)).toBe(0);
    lockSearch(5, 0);
    expect(lockRemaining(1000)).toBe(4000);
  });

  it('keeps one entry per term, newest first', () => {
    const one = withTerm([], 'Soup', new Date(1));
    const two = withTerm(one, 'cake', new Date(2));
    expect(withTerm(two, 'SOUP', new Date(3)).map((e) => e.searchTerm)).toEqual(['SOUP', 'cake']);
    expect(withoutTerm(two, 'soup').map((e) => e.searchTerm)).toEqual(['cake']);
  });
});
