import { describe, expect, it } from 'vitest';
import * as spec from '.';

describe('spec constants', () => {
  it('recipe limits (000 §5, §9)', () => {
    expect(spec.RECIPE_LIMITS.maxCategories).toBe(3);
    expect(spec.RECIPE_LIMITS.maxImages).toBe(5);
    expect(spec.RECIPE_LIMITS.maxImageBytes).toBe(10 * 1024 * 1024);
    expect(spec.RECIPE_LIMITS.preparationTime).toEqual({
      min: 1,
      max: 1440,
      formDefault: 30,
      cleaningDefault: 15,
    });
    expect(spec.RECIPE_CLEANING_MAX_LENGTH.ingredient).toBe(100);
    expect(spec.RECIPE_FORM_MAX_LENGTH.ingredient).toBe(50);
  });

  it('admin constants (002 §9)', () => {
    expect(spec.PROJECTIONS.adRevenuePerView).toBe(0.002);
    expect(spec.CALORIE_BANDS).toEqual({ lowBelow: 300, highAbove: 600 });
    expect(spec.CLEANUP_TYPES).toHaveLength(8);
    expect(spec.CLEANUP.risk.userCollections).toBe('High');
    expect(spec.CLEANUP.preselected).toEqual(['favoriteMetadata', 'viewTracking', 'tagReferences']);
    expect(spec.JOB_SCHEDULE).toBe('0 0,6,12,18 * * *');
  });

  it('timing (002 §4, §9)', () => {
    expect(spec.TIMING.monitoringRefreshMs).toBe(10_000);
    expect(spec.APP_INTEGRITY.forcedRefreshMs).toBe(3_000_000);
    expect(spec.APP_INTEGRITY.tokenCacheMs).toBe(3_300_000);
  });

  it('lists every bot-check action once', () => {
    expect(spec.BOT_CHECK_ACTIONS).toHaveLength(21);
    expect(new Set(spec.BOT_CHECK_ACTIONS).size).toBe(21);
    expect(spec.BOT_CHECK_ACTIONS).toContain('MOVE_RECIPE');
  });
});
