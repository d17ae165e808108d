/**
 * Demo ratings (README "Demo accounts"): the demo admin rates a few of the demo cook's public recipes through the
 * rating service (mirror first, the aggregate in the same commit), so the recipe page shows averages and the
 * cards a cook rating on `npm start`. A rating that exists is left alone, so a second seed writes nothing new.
 */
import type { RateInput } from '../domain/ratings';
import { RATINGS_SUBCOLLECTION } from '../domain/ratings';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import type { ServiceDeps } from '../platform/mirror/deps';
import { rateRecipe } from '../ratings/rate';

type Choice = Omit<RateInput, 'recipeId' | 'botToken'>;

export const DEMO_RATINGS: readonly { recipeId: string; choice: Choice }[] = [
  {
    recipeId: 'demo-red-lentil-soup',
    choice: { madeIt: true, rating: 5, feedback: 'Made it twice this week.' },
  },
  { recipeId: 'demo-shakshuka', choice: { madeIt: true, rating: 4, feedback: '' } },
  { recipeId: 'demo-hummus', choice: { madeIt: true, rating: 5, feedback: '' } },
  { recipeId: 'demo-banana-oat-pancakes', choice: { madeIt: false, interest: 'interested', feedback: '' } },
  { recipeId: 'demo-mint-lemonade', choice: { madeIt: false, interest: 'not-interested', feedback: '' } },
];

export async function seedDemoRatings(
  deps: ServiceDeps,
  raterUid: string,
): Promise<{ created: number; existing: number }> {
  const result = { created: 0, existing: 0 };
  for (const { recipeId, choice } of DEMO_RATINGS) {
    const recipe = deps.db.collection(RECIPES_COLLECTION).doc(recipeId);
    if (!(await recipe.get()).exists) continue;
    if ((await recipe.collection(RATINGS_SUBCOLLECTION).doc(raterUid).get()).exists) {
      result.existing += 1;
      continue;
    }
    await rateRecipe(deps, raterUid, { recipeId, ...choice });
    result.created += 1;
  }
  return result;
}
