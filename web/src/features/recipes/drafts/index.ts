export { useKeptRecipe } from './useKeptRecipe';
