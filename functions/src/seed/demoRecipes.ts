/**
 * Seeds the demo cook's recipes, and two of the reader's (demoRecipesData.ts), through recipes-create's own service: the same cleaning, mirror
 * first, the author's recipeCount, tags and autocomplete records. Idempotent by the recipes' stable ids: a recipe
 * that exists (even one the cook has since edited) is left alone, and one the cook deleted is not brought back
 * unless its id is free again. With an image host, each new recipe gets its illustration (its `art`, drawn by demoRecipeArt.ts) as its
 * photo; a recipe that exists gets nothing, so a second seed writes nothing new.
 */
import * as logger from 'firebase-functions/logger';
import { CATEGORIES_COLLECTION } from '../domain/catalog/types';
import { createRecipeInputSchema } from '../domain/recipe/schema';
import { RECIPES_COLLECTION } from '../domain/recipe/types';
import { createRecipe } from '../recipes/create';
import type { ServiceDeps } from '../platform/mirror/deps';
import type { Image } from '../domain/media/image';
import type { ImageHost } from '../platform/imageHost';
import { renderDemoRecipeImage } from './demoRecipeArt';
import { DEMO_RECIPES, type DemoRecipe } from './demoRecipesData';

export { DEMO_RECIPES } from './demoRecipesData';

export type DemoRecipeDeps = ServiceDeps & {
  readonly imageHost?: Pick<ImageHost, 'upload'>;
};

async function demoImages(host: DemoRecipeDeps['imageHost'], demo: DemoRecipe): Promise<Image[]> {
  if (!host) return [];
  const png = await renderDemoRecipeImage(demo.id, demo.art);
  return [await host.upload(demo.id, png, `${demo.id}.png`, 'image/png')];
}

const DAY_MS = 86_400_000;

export async function seedDemoRecipes(
  deps: DemoRecipeDeps,
  authors: { readonly cook: string; readonly reader: string },
): Promise<{ created: number; existing: number; skipped: number }> {
  const base = (deps.now?.() ?? new Date()).getTime();
  const categories = new Set(
    (await deps.db.collection(CATEGORIES_COLLECTION).select().get()).docs.map((d) => d.id),
  );
  const result = { created: 0, existing: 0, skipped: 0 };
  for (const demo of DEMO_RECIPES) {
    if ((await deps.db.collection(RECIPES_COLLECTION).doc(demo.id).get()).exists) {
      result.existing += 1;
      continue;
    }
    // a default category an admin removed is left out; a recipe with none left is not seeded
    const kept = (demo.recipe.categories as string[]).filter((id) => categories.has(id));
    if (kept.length === 0) {
      logger.warn('Demo recipe skipped: none of its categories exist', { id: demo.id });
      result.skipped += 1;
      continue;
    }
    const input = createRecipeInputSchema.parse({
      recipeId: demo.id,
      recipe: { ...demo.recipe, categories: kept },
      images: await demoImages(deps.imageHost, demo),
    });
    const at = new Date(base - demo.daysAgo * DAY_MS);
    await createRecipe({ ...deps, now: () => at }, authors[demo.cook ?? 'cook'], input);
    result.created += 1;
  }
  return result;
}
