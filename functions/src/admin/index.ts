/**
 * The admin group: deploys as admin-<name>. Categories and dietary options (spec 002 §2 "Category and Dietary
 * Options Management"). Each callable: parse → signed in → admin → service.
 */
import { z } from 'zod';
import {
  createCategoryInputSchema,
  createDietaryOptionInputSchema,
  deleteCategoryInputSchema,
  deleteDietaryOptionInputSchema,
  reorderDietaryOptionsInputSchema,
  updateCategoryInputSchema,
  updateDietaryOptionInputSchema,
} from '../domain/catalog';
import * as categories from './categories/service';
import * as dietary from './dietary/service';
import { adminCallable } from './shared/adminCallable';

export const createCategory = adminCallable(createCategoryInputSchema, async (deps, input) => ({
  category: await categories.createCategory(deps, input),
}));

export const updateCategory = adminCallable(updateCategoryInputSchema, async (deps, input) => ({
  category: await categories.updateCategory(deps, input),
}));

export const deleteCategory = adminCallable(deleteCategoryInputSchema, (deps, input) =>
  categories.deleteCategory(deps, input),
);

export const categoryRecipeCounts = adminCallable(z.object({}), async (deps) => ({
  counts: await categories.countRecipesPerCategory(deps),
}));

export const createDietaryOption = adminCallable(createDietaryOptionInputSchema, async (deps, input) => ({
  option: await dietary.createDietaryOption(deps, input),
}));

export const updateDietaryOption = adminCallable(updateDietaryOptionInputSchema, async (deps, input) => ({
  option: await dietary.updateDietaryOption(deps, input),
}));

export const deleteDietaryOption = adminCallable(deleteDietaryOptionInputSchema, (deps, input) =>
  dietary.deleteDietaryOption(deps, input),
);

export const reorderDietaryOptions = adminCallable(reorderDietaryOptionsInputSchema, (deps, input) =>
  dietary.reorderDietaryOptions(deps, input),
);
