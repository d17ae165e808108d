import { describe, expect, it } from 'vitest';
import { overallLabel } from './document';

describe('overallLabel: the overall rating’s words (spec 001 §4)', () => {
  it('reads 1 to 5 as Poor, Fair, Good, Very Good, Excellent, at the nearest whole star', () => {
    expect([1, 2, 3, 4, 5].map(overallLabel)).toEqual(['poor', 'fair', 'good', 'veryGood', 'excellent']);
    expect(overallLabel(4.4)).toBe('veryGood');
    expect(overallLabel(4.5)).toBe('excellent');
    expect(overallLabel(1.2)).toBe('poor');
  });

  it('has no word before any rating', () => {
    expect(overallLabel(0)).toBeNull();
    expect(overallLabel(Number.NaN)).toBeNull();
  });
});
