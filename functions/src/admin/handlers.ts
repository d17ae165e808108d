/**
 * The admin callables' handlers (contracts in domain/contracts/admin.ts): signed in → admin → service. Each one's
 * answer type is checked against its contract where index.ts wires them.
 */
import * as categories from './categories/service';
import * as dietary from './dietary/service';
import { adminOnly, answeredAs } from './shared/adminCallable';

export const createCategoryHandler = adminOnly(answeredAs('category', categories.createCategory));
export const updateCategoryHandler = adminOnly(answeredAs('category', categories.updateCategory));
export const deleteCategoryHandler = adminOnly(categories.deleteCategory);
export const categoryRecipeCountsHandler = adminOnly(async (deps) => ({
  counts: await categories.countRecipesPerCategory(deps),
}));
export const createDietaryOptionHandler = adminOnly(answeredAs('option', dietary.createDietaryOption));
export const updateDietaryOptionHandler = adminOnly(answeredAs('option', dietary.updateDietaryOption));
export const deleteDietaryOptionHandler = adminOnly(dietary.deleteDietaryOption);
export const reorderDietaryOptionsHandler = adminOnly(dietary.reorderDietaryOptions);
