export { RecipeCard, MAX_CARD_CATEGORIES } from './RecipeCard';
export { UserRecipeGrid, GridSkeleton } from './UserRecipeGrid';
export { DeleteRecipeDialog } from './DeleteRecipeDialog';
export { ConfirmDialog } from '../ConfirmDialog';
export { useCategoryLookup } from './useCategoryLookup';
export { useUserRecipes, useVisibleRecipeCount } from './useUserRecipes';
export { deleteRecipe, getUserRecipes, USER_GRID_PAGE_SIZE, type GridRecipe } from './api';
export { compactNumber, formatDuration, isDifficulty, textDirection, truncateText } from './format';
export type { CardAuthor, CategoryLabel, CategoryLookup, RecipeCardData } from './types';
