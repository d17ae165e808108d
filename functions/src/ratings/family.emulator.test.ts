/**
 * A family's shared counters under concurrency (issue 34, decision 0073): ratings and favorites of two language
 * versions of one recipe, all at once, leave the family's exact aggregate on both members in both stores; a rating
 * or a favorite is the family's, whichever version it was given on.
 */
import { describe, expect, it } from 'vitest';
import { aggregateOfRatings, type RatingScore } from '../domain/ratings';
import { db } from '../platform/firebase';
import { createMirrorClient, createServiceClient } from '../platform/mirror/client';
import { stackEnv } from '../testing/env';
import { verifiedAccounts } from '../testing/follows';
import { mirrorRow, query } from '../testing/pg';
import { createRecipeAs, recipeDoc } from '../testing/recipes';
import { addVersionAs } from '../testing/versions';
import { addToCollection, createCollection } from '../favorites/collections';
import { favoriteStatus } from '../favorites/overview';
import { toggleFavorite } from '../favorites/toggle';
import { rateRecipe } from './rate';

const env = stackEnv();
const deps = () => ({
  db: db(),
  mirror: createMirrorClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey }),
  supabase: createServiceClient({ url: env.mirrorUrl, serviceKey: env.mirrorServiceKey }),
  favoritesLimit: 100,
});
const { verified } = verifiedAccounts();

const FIELDS = ['rating', 'cookRating', 'totalRatings', 'cookCount', 'ratingSum', 'favoriteCount'] as const;
const COLUMNS = [
  'rating',
  'cook_rating',
  'total_ratings',
  'cook_count',
  'rating_sum',
  'favorite_count',
] as const;

async function counters(recipeId: string) {
  const [doc, row] = await Promise.all([recipeDoc(recipeId), mirrorRow('recipes', recipeId)]);
  return {
    firestore: FIELDS.map((field) => Number(doc?.[field] ?? 0)),
    mirror: COLUMNS.map((column) => Number(row?.[column] ?? 0)),
  };
}

describe('a family’s ratings and favorites', () => {
  it('20 ratings and 20 favorites at once on two versions: exact family counts on both, in both stores', async () => {
    const cook = await verified();
    const original = await createRecipeAs(cook);
    const hebrew = await addVersionAs(cook, original, 'he');
    const fans = await Promise.all(Array.from({ length: 20 }, () => verified()));
    const versionOf = (i: number) => (i % 2 ? hebrew : original);

    const results = await Promise.allSettled([
      ...fans.map((fan, i) =>
        rateRecipe(deps(), fan.uid, {
          recipeId: versionOf(i),
          madeIt: true,
          rating: (i % 5) + 1,
          feedback: '',
        }),
      ),
      ...fans.map((fan, i) => toggleFavorite(deps(), fan.uid, versionOf(i + 1), 'add')),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);

    const scores: RatingScore[] = fans.map((_, i) => ({
      madeIt: true,
      rating: (i % 5) + 1,
      weight: 1,
      interest: null,
    }));
    const all = aggregateOfRatings(scores);
    const want = [all.rating, all.cookRating, all.totalRatings, all.cookCount, all.ratingSum, 20];
    expect(await counters(original)).toEqual({ firestore: want, mirror: want });
    expect(await counters(hebrew)).toEqual({ firestore: want, mirror: want });

    // every rating and favorite is kept under the original's id, one each
    const rows = await query<{ ratings: string; favorites: string }>(
      `select (select count(*) from public.ratings where recipe_id = $1) ratings,
              (select count(*) from public.favorites where recipe_id = $1) favorites`,
      [original],
    );
    expect(rows[0]).toEqual({ ratings: '20', favorites: '20' });
    expect((await db().collection(`recipes/${hebrew}/ratings`).get()).size).toBe(0);
  }, 240_000);

  it('one rating and one favorite per reader whichever version they use', async () => {
    const [cook, fan] = await Promise.all([verified(), verified()]);
    const original = await createRecipeAs(cook);
    const hebrew = await addVersionAs(cook, original, 'he');
    await rateRecipe(deps(), fan.uid, { recipeId: original, madeIt: true, rating: 2, feedback: '' });
    const again = await rateRecipe(deps(), fan.uid, {
      recipeId: hebrew,
      madeIt: true,
      rating: 4,
      feedback: '',
    });
    expect(again.aggregate).toMatchObject({ totalRatings: 1, rating: 4 });

    await toggleFavorite(deps(), fan.uid, hebrew, 'add');
    const second = await toggleFavorite(deps(), fan.uid, original, 'add');
    expect(second).toMatchObject({ isFavorite: true, favoriteCount: 1 });
    expect((await db().doc(`users/${fan.uid}`).get()).get('favoriteRecipes')).toEqual([original]);
    expect(await favoriteStatus(deps(), fan.uid, hebrew)).toMatchObject({
      isFavorite: true,
      favoriteCount: 1,
    });
    const { id: collectionId } = await createCollection(deps(), fan.uid, {
      name: 'Bilingual',
      description: '',
      color: '#ff6b6b',
      icon: '📁',
    });
    await addToCollection(deps(), fan.uid, collectionId, hebrew);
    expect((await db().doc(`users/${fan.uid}/collections/${collectionId}`).get()).get('recipeIds')).toEqual([
      original,
    ]);
    const removed = await toggleFavorite(deps(), fan.uid, hebrew, 'remove');
    expect(removed).toMatchObject({ isFavorite: false, favoriteCount: 0 });
    expect(await counters(hebrew)).toEqual(await counters(original));
  }, 120_000);
});
