/**
 * The functions layer's setup file (vitest.config.ts): after each test file, the recipes it created (createRecipeAs,
 * rememberRecipe) are deleted as recipes-delete deletes them. It runs after the file's own afterAll hooks, so a file
 * whose clean-up must come after the recipes are gone (its accounts, a category) calls deleteCreatedRecipes itself.
 */
import { afterAll } from 'vitest';
import { deleteCreatedRecipes } from './recipes';

afterAll(deleteCreatedRecipes, 120_000);
