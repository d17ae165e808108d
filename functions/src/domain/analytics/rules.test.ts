import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema, calorieBand, calorieThresholdsOf, percentOf, projections } from './rules';

describe('admin analytics rules (002 §9)', () => {
  it('projects ad revenue at 0.002 per view and premium subscribers at 5% of the users', () => {
    expect(projections(12_345, 1_000)).toEqual({ adRevenue: 24.69, premiumSubscribers: 50 });
    expect(projections(0, 0)).toEqual({ adRevenue: 0, premiumSubscribers: 0 });
    expect(projections(500, 30)).toEqual({ adRevenue: 1, premiumSubscribers: 2 });
  });

  it('puts calories in the bands: low under 300, medium 300 to 600, high over 600', () => {
    const t = { low: 300, medium: 600 };
    expect([0, 299, 300, 600, 601].map((c) => calorieBand(c, t))).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
    ]);
    expect(calorieBand(350, { low: 400, medium: 800 })).toBe('low');
  });

  it('gives percentages to one decimal, 0 of nothing', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('reads the section, overview by default, and names the field of a bad one', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ section: 'overview' });
    expect(analyticsQuerySchema.parse({ section: 'collections' })).toEqual({ section: 'collections' });
    const bad = analyticsQuerySchema.safeParse({ section: 'revenue' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['section']);
  });
});

describe('calorie thresholds from the stored settings', () => {
  it('reads a stored pair and falls back to 300/600 for a missing or inverted one', () => {
    expect(calorieThresholdsOf({ calorieThresholds: { low: 250, medium: 700 } })).toEqual({
      low: 250,
      medium: 700,
    });
    expect(calorieThresholdsOf(undefined)).toEqual({ low: 300, medium: 600 });
    expect(calorieThresholdsOf({ calorieThresholds: { low: 900, medium: 100 } })).toEqual({
      low: 300,
      medium: 600,
    });
  });
});
