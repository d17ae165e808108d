import { describe, expect, it } from 'vitest';
import { FEED_LANGUAGE_MIN_RECIPES, feedLanguages, feedScope } from './languages';
import { feedListQuerySchema, infiniteFeedQuerySchema, shareCountsQuerySchema } from './schemas';
import { allocation, feedTierWeights } from './tiers';

describe('feedLanguages (001 §1)', () => {
  it('shows a guest the current content language only', () => {
    expect(feedLanguages('he', null)).toEqual(['he']);
  });

  it("shows a signed-in user their language plus what the profile allows, or everything for 'all'", () => {
    expect(feedLanguages('he', { language: 'en', contentLanguage: ['fr'] })).toEqual(['en', 'he', 'fr']);
    expect(feedLanguages('it', { language: 'it', contentLanguage: 'it' })).toEqual(['it']);
    expect(feedLanguages('en', { language: 'en', contentLanguage: 'all' })).toBeNull();
    expect(feedLanguages('en', { language: 'en', contentLanguage: ['he', 'all'] })).toBeNull();
    // a profile written before contentLanguage existed reads as the default, all
    expect(feedLanguages('en', { language: 'en' })).toBeNull();
    expect(feedLanguages('en', { language: 'xx', contentLanguage: ['<b>', 'he'] })).toEqual(['en', 'he']);
  });
});

const issues = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('feed paging parameters (001 §4)', () => {
  it('defaults to the first page of 20 in English', () => {
    expect(infiniteFeedQuerySchema.parse({})).toEqual({ offset: 0, limit: 20, language: 'en' });
    expect(feedListQuerySchema.parse({ limit: '8', category: 'soups', preferredLanguage: 'he' })).toEqual({
      limit: 8,
      category: 'soups',
      preferredLanguage: 'he',
    });
  });

  it('refuses a bad offset, limit or language with a message naming it', () => {
    expect(issues(infiniteFeedQuerySchema, { offset: '-1' })).toEqual([
      'offset must be a whole number from 0 to 2000',
    ]);
    expect(issues(infiniteFeedQuerySchema, { limit: '0' })).toEqual([
      'limit must be a whole number from 1 to 50',
    ]);
    expect(issues(infiniteFeedQuerySchema, { limit: '2.5' })).toEqual([
      'limit must be a whole number from 1 to 50',
    ]);
    expect(issues(infiniteFeedQuerySchema, { language: 'de' })).toEqual([
      'language must be one of: en, he, fr, it',
    ]);
    expect(issues(feedListQuerySchema, { preferredLanguage: 'xx' })).toEqual([
      'preferredLanguage must be one of: en, he, fr, it',
    ]);
  });
});

describe('share count batches (001 §9: 50)', () => {
  it('takes up to 50 distinct ids and refuses more, naming ids', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `r${i}`);
    expect(shareCountsQuerySchema.parse({ ids: [...ids, 'r0'].join(',') }).ids).toEqual(ids);
    expect(issues(shareCountsQuerySchema, { ids: [...ids, 'r50'].join(',') })).toEqual([
      'ids must list at most 50 recipe ids',
    ]);
    expect(issues(shareCountsQuerySchema, { ids: ' , ' })).toEqual(['ids is required']);
    expect(issues(shareCountsQuerySchema, {})).toEqual(['ids is required']);
  });
});

describe('algorithm_info allocation', () => {
  it('counts each tier of a page next to its weight', () => {
    expect(allocation(['newest', 'trending', 'newest'])).toEqual({
      newest: { weight: 0.4, count: 2 },
      trending: { weight: 0.3, count: 1 },
      quality: { weight: 0.3, count: 0 },
    });
  });

  it("a signed-in reader's feed has the personal tier; a guest's does not", () => {
    expect(allocation(['personal', 'newest'], feedTierWeights(true))).toEqual({
      personal: { weight: 0.3, count: 1 },
      newest: { weight: 0.3, count: 1 },
      trending: { weight: 0.2, count: 0 },
      quality: { weight: 0.2, count: 0 },
    });
    expect(Object.keys(allocation([], feedTierWeights(false)))).toEqual(['newest', 'trending', 'quality']);
    for (const signedIn of [true, false]) {
      const total = Object.values(feedTierWeights(signedIn)).reduce((sum, weight) => sum + weight, 0);
      expect(total).toBeCloseTo(1, 10);
    }
  });
});

describe('feedScope (issue 27: too few recipes in the viewer languages falls back to every language)', () => {
  it('keeps the languages that hold enough recipes and falls back, saying so, when they hold too few', () => {
    expect(feedScope(['fr'], 0)).toEqual({ languages: null, languageFallback: true });
    expect(feedScope(['fr'], FEED_LANGUAGE_MIN_RECIPES - 1)).toEqual({
      languages: null,
      languageFallback: true,
    });
    expect(feedScope(['en', 'he'], FEED_LANGUAGE_MIN_RECIPES)).toEqual({
      languages: ['en', 'he'],
      languageFallback: false,
    });
    expect(feedScope(null, 0)).toEqual({ languages: null, languageFallback: false });
  });
});
