import { describe, expect, it } from 'vitest';
import {
  BOT_CHECK_ACTIONS,
  CALORIE_BANDS,
  CLEANUP,
  CLEANUP_TYPES,
  JOB_SCHEDULE,
  PROJECTIONS,
  RECIPE_CLEANING_MAX_LENGTH,
  RECIPE_FORM_MAX_LENGTH,
  RECIPE_LIMITS,
  TIMING,
  APP_INTEGRITY,
} from '.';

describe('spec constants', () => {
  it('recipe limits (000 §5, §9)', () => {
    expect(RECIPE_LIMITS.maxCategories).toBe(3);
    expect(RECIPE_LIMITS.maxImages).toBe(5);
    expect(RECIPE_LIMITS.maxImageBytes).toBe(10 * 1024 * 1024);
    expect(RECIPE_LIMITS.preparationTime).toEqual({
      min: 1,
      max: 1440,
      formDefault: 30,
      cleaningDefault: 15,
    });
    expect(RECIPE_CLEANING_MAX_LENGTH.ingredient).toBe(100);
    expect(RECIPE_FORM_MAX_LENGTH.ingredient).toBe(50);
  });

  it('admin constants (002 §9)', () => {
    expect(PROJECTIONS.adRevenuePerView).toBe(0.002);
    expect(CALORIE_BANDS).toEqual({ lowBelow: 300, highAbove: 600 });
    expect(CLEANUP_TYPES).toHaveLength(8);
    expect(CLEANUP.risk.userCollections).toBe('High');
    expect(CLEANUP.preselected).toEqual(['favoriteMetadata', 'viewTracking', 'tagReferences']);
    expect(JOB_SCHEDULE).toBe('0 0,6,12,18 * * *');
  });

  it('timing (002 §4, §9)', () => {
    expect(TIMING.monitoringRefreshMs).toBe(10_000);
    expect(APP_INTEGRITY.forcedRefreshMs).toBe(3_000_000);
    expect(APP_INTEGRITY.tokenCacheMs).toBe(3_300_000);
  });

  it('lists every bot-check action once', () => {
    expect(BOT_CHECK_ACTIONS).toHaveLength(21);
    expect(new Set(BOT_CHECK_ACTIONS).size).toBe(21);
    expect(BOT_CHECK_ACTIONS).toContain('MOVE_RECIPE');
  });
});
