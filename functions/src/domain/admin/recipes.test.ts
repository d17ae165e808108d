import { describe, expect, it } from 'vitest';
import { adminSetTrendingInputSchema, trendingFields } from './recipes';

describe('the trending toggle (002 §4 "Admin toggles")', () => {
  it('scores a recipe turned on by the current time and one turned off by zero', () => {
    const now = new Date('2026-11-24T12:00:00.000Z');
    expect(trendingFields(true, now)).toEqual({ trending: true, trendingScore: now.getTime() });
    expect(trendingFields(false, now)).toEqual({ trending: false, trendingScore: 0 });
  });

  it('names the recipe it needs', () => {
    expect(
      adminSetTrendingInputSchema.safeParse({ recipeId: ' ', trending: true }).error?.issues[0]?.message,
    ).toBe('recipeId is required');
  });
});
