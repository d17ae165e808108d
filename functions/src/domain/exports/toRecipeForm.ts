/**
 * An exported recipe → what recipes-create takes (issue 32 §2): private, its categories matched in the catalogue by
 * name (else the catalogue's primary one, the default of any new recipe), and what the form requires and an export
 * may lack filled the way the form would: the title as the description, the form's default preparation time. The
 * recipe's original address, when the export keeps one, is its source (shown as "Adapted from …", decision 0062).
 */
import { findCategory, primaryCategory } from '../catalog/types';
import { RECIPE_FORM_DEFAULTS } from '../recipe/form';
import type { RecipeFormInput } from '../recipe/schema';
import { RECIPE_LIMITS } from '../constants/recipe';
import { siteOfAddress } from '../importing/site';
import type { ExportedRecipe } from './types';

interface CatalogueCategory {
  id: string;
  nameEn: string;
  isPrimary?: boolean;
}

export function categoriesFor(names: readonly string[], catalogue: readonly CatalogueCategory[]): string[] {
  const found = names
    .flatMap((name) => name.split(/[,;]/))
    .map((name) => findCategory(catalogue, name.trim())?.id)
    .filter((id): id is string => !!id);
  const ids = [...new Set(found)].slice(0, RECIPE_LIMITS.maxCategories);
  if (ids.length > 0) return ids;
  const fallback = primaryCategory(catalogue) ?? catalogue[0];
  return fallback ? [fallback.id] : [];
}

/** The preparation time: the export's, else its total less its cooking time, else the form's default. */
function preparationOf({ preparationTime, totalTime, cookingTime }: ExportedRecipe['recipe']): number {
  if (preparationTime) return preparationTime;
  const rest = totalTime && totalTime - (cookingTime ?? 0);
  return rest && rest > 0 ? rest : RECIPE_FORM_DEFAULTS.preparationTime;
}

export function toRecipeForm(
  exported: ExportedRecipe,
  catalogue: readonly CatalogueCategory[],
): RecipeFormInput {
  const { recipe } = exported;
  return {
    title: recipe.title,
    description: recipe.description || recipe.title,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    categories: categoriesFor(exported.categoryNames, catalogue),
    difficulty: RECIPE_FORM_DEFAULTS.difficulty,
    preparationTime: preparationOf(recipe),
    ...(recipe.cookingTime !== null ? { cookingTime: recipe.cookingTime } : {}),
    ...(recipe.servings !== null ? { servings: recipe.servings } : {}),
    recipeTip: recipe.recipeTip,
    tags: recipe.tags,
    visibility: 'private',
    ...(exported.source.url
      ? { source: { url: exported.source.url, siteName: siteOfAddress(exported.source.url), author: '' } }
      : {}),
  };
}
