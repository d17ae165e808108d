/**
 * The demo cook's favorites (README "Demo accounts"): six demo recipes saved, two collections holding some of them
 * with personal notes, through the favorites group's own services (mirror first), so /favorites shows off every
 * part on `npm start`. Runs once: a cook who already has collections is left alone.
 */
import { COLLECTIONS_SUBCOLLECTION } from '../domain/collections/document';
import { ALL_FAVORITES_ID } from '../domain/favorites/document';
import { recipeNotesSchema } from '../domain/favorites/schemas';
import { USERS_COLLECTION } from '../domain/profile';
import { addToCollection, createCollection, updateNotes } from '../favorites/collections';
import { favoritesLimit, type FavoritesDeps } from '../favorites/deps';
import { toggleFavorite } from '../favorites/toggle';
import type { ServiceDeps } from '../platform/mirror/deps';

const DAY_MS = 86_400_000;
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

const SAVED = [
  'demo-red-lentil-soup',
  'demo-weeknight-meatballs',
  'demo-sheet-pan-chicken',
  'demo-shakshuka',
  'demo-orange-olive-oil-cake',
  'demo-tahini-cookies',
];

const COLLECTIONS = [
  {
    input: {
      name: 'Weeknight dinners',
      description: 'On the table in under an hour',
      color: '#2e7d32',
      icon: '🍲',
    },
    recipes: [
      {
        id: 'demo-red-lentil-soup',
        notes: {
          personalNotes: 'Double the cumin; kids love it with lemon.',
          personalRating: 5,
          cookCount: 6,
          lastCooked: isoDay(4),
          tags: ['soup', 'freezer-friendly'],
        },
      },
      {
        id: 'demo-weeknight-meatballs',
        notes: {
          personalNotes: 'Bake instead of frying on busy nights.',
          personalRating: 4,
          cookCount: 3,
          lastCooked: isoDay(12),
          modifications: ['Half beef, half lamb'],
          tags: ['family'],
        },
      },
      {
        id: 'demo-sheet-pan-chicken',
        notes: { personalNotes: 'Try with thighs next time.', tags: ['family'] },
      },
    ],
  },
  {
    input: { name: 'Holiday baking', description: 'To bake for guests', color: '#b26a00', icon: '🎂' },
    recipes: [
      {
        id: 'demo-orange-olive-oil-cake',
        notes: {
          personalNotes: 'Use blood oranges in winter.',
          personalRating: 5,
          cookCount: 1,
          lastCooked: isoDay(30),
          tags: ['guests'],
        },
      },
      { id: 'demo-tahini-cookies', notes: { personalNotes: 'Make a double batch.', tags: ['guests'] } },
    ],
  },
];

export async function seedDemoFavorites(
  deps: ServiceDeps,
  uid: string,
): Promise<{ favorites: number; collections: number }> {
  const existing = await deps.db
    .collection(USERS_COLLECTION)
    .doc(uid)
    .collection(COLLECTIONS_SUBCOLLECTION)
    .limit(1)
    .get();
  if (!existing.empty) return { favorites: 0, collections: 0 };
  const favorites: FavoritesDeps = { ...deps, favoritesLimit: favoritesLimit() };
  const saved = new Set<string>();
  for (const recipeId of SAVED) {
    const recipe = await deps.db.doc(`recipes/${recipeId}`).get();
    if (!recipe.exists) continue;
    await toggleFavorite(favorites, uid, recipeId, 'add');
    saved.add(recipeId);
  }
  if (saved.has('demo-shakshuka')) {
    await updateNotes(
      favorites,
      uid,
      ALL_FAVORITES_ID,
      'demo-shakshuka',
      recipeNotesSchema.parse({
        personalNotes: 'Sunday brunch favourite.',
        cookCount: 2,
        lastCooked: isoDay(2),
        tags: ['brunch'],
      }),
    );
  }
  for (const { input, recipes } of COLLECTIONS) {
    const { id } = await createCollection(favorites, uid, input);
    for (const { id: recipeId, notes } of recipes) {
      if (!saved.has(recipeId)) continue;
      await addToCollection(favorites, uid, id, recipeId);
      await updateNotes(favorites, uid, id, recipeId, recipeNotesSchema.parse(notes));
    }
  }
  return { favorites: saved.size, collections: COLLECTIONS.length };
}
