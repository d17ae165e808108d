import { describe, expect, it } from 'vitest';
import { chefReason } from './chefs';
import { deliversTo, levelOf, preferredLanguages } from './delivery';
import { highlightOf } from './highlights';
import { discoverChefsQuerySchema } from './schemas';
import { topOfPeriod } from './trends';

const recipe = { authorId: 'cook', language: 'he', categories: ['soups'], visibility: 'public' };
const nothing = { languages: [], categories: [] };

describe('deliversTo (the fan-out by notification level)', () => {
  it('all delivers every readable recipe, none delivers nothing', () => {
    expect(deliversTo('fan', 'all', recipe, nothing)).toBe(true);
    expect(deliversTo('fan', 'all', { ...recipe, visibility: 'followers-only' }, nothing)).toBe(true);
    expect(deliversTo('fan', 'none', recipe, { languages: ['he'], categories: ['soups'] })).toBe(false);
  });

  it('personalized delivers a recipe in one of the follower languages or categories only', () => {
    expect(deliversTo('fan', 'personalized', recipe, nothing)).toBe(false);
    expect(deliversTo('fan', 'personalized', recipe, { languages: ['he'], categories: [] })).toBe(true);
    expect(deliversTo('fan', 'personalized', recipe, { languages: ['en'], categories: ['soups'] })).toBe(
      true,
    );
    expect(deliversTo('fan', 'personalized', recipe, { languages: ['en'], categories: ['desserts'] })).toBe(
      false,
    );
  });

  it('never reaches the author, never for a private recipe', () => {
    expect(deliversTo('cook', 'all', recipe, nothing)).toBe(false);
    expect(deliversTo('fan', 'all', { ...recipe, visibility: 'private' }, nothing)).toBe(false);
  });

  it('a missing or unknown level is all (001 §4)', () => {
    expect(levelOf(undefined)).toBe('all');
    expect(levelOf('loud')).toBe('all');
    expect(levelOf('personalized')).toBe('personalized');
  });

  it('preferred languages: the interface language and the named content languages, not "all"', () => {
    expect(preferredLanguages({ language: 'fr', contentLanguage: 'all' })).toEqual(['fr']);
    expect(preferredLanguages({ language: 'en', contentLanguage: ['he', 'it'] })).toEqual(['en', 'he', 'it']);
    expect(preferredLanguages({ language: 'de', contentLanguage: 'he' })).toEqual(['he']);
  });
});

describe('highlightOf', () => {
  const plain = { trending: false, views: 0, rating: 0, totalRatings: 0 };
  it('trending when flagged or at 100 views, popular at a 4 rating with ratings, else nothing', () => {
    expect(highlightOf(plain)).toBeNull();
    expect(highlightOf({ ...plain, trending: true })).toBe('trending_recipe');
    expect(highlightOf({ ...plain, views: 99 })).toBeNull();
    expect(highlightOf({ ...plain, views: 100, rating: 5, totalRatings: 3 })).toBe('trending_recipe');
    expect(highlightOf({ ...plain, rating: 4, totalRatings: 1 })).toBe('popular_recipe');
    expect(highlightOf({ ...plain, rating: 4.5, totalRatings: 0 })).toBeNull();
  });
});

describe('chefReason', () => {
  it('picks the strongest reason that holds, with its number', () => {
    const base = { mutualCount: 0, languageRecipes: 0, affinityRecipes: 0, followerCount: 0, recipeCount: 2 };
    expect(chefReason({ ...base, mutualCount: 3, affinityRecipes: 2, followerCount: 50 })).toEqual({
      reason: 'followedByYourCooks',
      reasonCount: 3,
    });
    expect(chefReason({ ...base, affinityRecipes: 2, languageRecipes: 5, followerCount: 50 })).toEqual({
      reason: 'cooksWhatYouLike',
      reasonCount: 2,
    });
    expect(chefReason({ ...base, followerCount: 10, languageRecipes: 1 })).toEqual({
      reason: 'popular',
      reasonCount: 10,
    });
    expect(chefReason({ ...base, followerCount: 9, languageRecipes: 4 })).toEqual({
      reason: 'cooksInYourLanguage',
      reasonCount: 4,
    });
    expect(chefReason(base)).toEqual({ reason: 'newCook', reasonCount: 2 });
  });
});

describe('topOfPeriod', () => {
  it('the 10 highest counts, ties by id, no zeros or negatives', () => {
    const map: Record<string, number> = { b: 5, a: 5, c: 0, d: -1, e: 7 };
    for (let i = 0; i < 12; i += 1) map[`u${i}`] = 1;
    const top = topOfPeriod(map);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 3)).toEqual([
      { id: 'e', newFollowers: 7 },
      { id: 'a', newFollowers: 5 },
      { id: 'b', newFollowers: 5 },
    ]);
    expect(top.map((u) => u.id)).not.toContain('c');
    expect(topOfPeriod(null)).toEqual([]);
  });
});

describe('discoverChefsQuerySchema', () => {
  it('defaults to 12 chefs excluding followed ones, and names a bad parameter', () => {
    expect(discoverChefsQuerySchema.parse({})).toEqual({
      limit: 12,
      preferredLanguage: 'en',
      excludeFollowing: true,
    });
    const bad = discoverChefsQuerySchema.safeParse({ excludeFollowing: 'maybe' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('excludeFollowing must be true or false');
  });
});
