/**
 * Demo ratings (README "Demo accounts"): the demo admin rates a few of the demo cook's public recipes through the
 * rating service (mirror first, the aggregate in the same commit), so the recipe page shows averages and the
 * cards a cook rating on `npm start`. With an image host, the made-it ratings marked `photo` carry an "I made it"
 * photo (the dish's illustration, in the rater's own folder; decision 0019), so the recipe page shows the cooks'
 * photos strip. A rating that exists is left alone, so a second seed writes nothing new.
 */
import type { RateInput } from '../domain/ratings';
import { RATINGS_SUBCOLLECTION } from '../domain/ratings';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import type { ImageHost } from '../platform/imageHost';
import type { ServiceDeps } from '../platform/mirror/deps';
import { rateRecipe } from '../ratings/rate';
import { renderDemoRecipeImage } from './demoRecipeArt';
import { DEMO_RECIPES } from './demoRecipesData';

type Choice = Omit<RateInput, 'recipeId' | 'botToken' | 'photo'>;

export const DEMO_RATINGS: readonly { recipeId: string; choice: Choice; photo?: true }[] = [
  {
    recipeId: 'demo-red-lentil-soup',
    choice: { madeIt: true, rating: 5, feedback: 'Made it twice this week.' },
    photo: true,
  },
  { recipeId: 'demo-shakshuka', choice: { madeIt: true, rating: 4, feedback: '' }, photo: true },
  { recipeId: 'demo-hummus', choice: { madeIt: true, rating: 5, feedback: '' } },
  { recipeId: 'demo-banana-oat-pancakes', choice: { madeIt: false, interest: 'interested', feedback: '' } },
  { recipeId: 'demo-mint-lemonade', choice: { madeIt: false, interest: 'not-interested', feedback: '' } },
];

async function demoPhoto(host: Pick<ImageHost, 'upload'> | undefined, raterUid: string, recipeId: string) {
  const art = DEMO_RECIPES.find((demo) => demo.id === recipeId)?.art;
  if (!host || !art) return undefined;
  const png = await renderDemoRecipeImage(`${recipeId}-made`, art);
  return host.upload(raterUid, png, `${recipeId}-made.png`, 'image/png', 'users');
}

export async function seedDemoRatings(
  deps: ServiceDeps & { readonly imageHost?: Pick<ImageHost, 'upload'> },
  raterUid: string,
): Promise<{ created: number; existing: number }> {
  const result = { created: 0, existing: 0 };
  for (const { recipeId, choice, photo } of DEMO_RATINGS) {
    const recipe = deps.db.collection(RECIPES_COLLECTION).doc(recipeId);
    if (!(await recipe.get()).exists) continue;
    if ((await recipe.collection(RATINGS_SUBCOLLECTION).doc(raterUid).get()).exists) {
      result.existing += 1;
      continue;
    }
    const image = photo ? await demoPhoto(deps.imageHost, raterUid, recipeId) : undefined;
    await rateRecipe(deps, raterUid, { recipeId, ...choice, ...(image ? { photo: image } : {}) });
    result.created += 1;
  }
  return result;
}
