/**
 * The demo cook's recipes (README "Demo accounts"): written for Matkon, in English and Hebrew, spread over the
 * default categories, dietary options and visibilities. Each has a stable id, so seeding twice changes nothing.
 * They are content, so they live as data in demoRecipes.json; the seed creates them through the recipe service,
 * whose schema checks each one. Their photos are drawn by demoRecipeArt.ts and stored through the image host.
 */
import demoRecipes from './demoRecipes.json';
import { dish, type DishArt } from './demoRecipeArt';

export interface DemoRecipe {
  readonly id: string;
  /** Days before the seed run, so the grids show a spread of dates. */
  readonly daysAgo: number;
  /** What its photo shows (demoRecipeArt.ts draws it). */
  readonly art: DishArt;
  /** Whose recipe it is: the demo cook's unless it says 'reader' (a tag trends once two cooks use it, decision 0040). */
  readonly cook?: 'reader';
  readonly recipe: Record<string, unknown>;
}

export const DEMO_RECIPES: readonly DemoRecipe[] = demoRecipes.map(({ art, cook, ...demo }) => ({
  ...demo,
  ...(cook === 'reader' ? { cook } : {}),
  art: dish(art.vessel as DishArt['vessel'], art.table, art.base, art.pieces),
}));
