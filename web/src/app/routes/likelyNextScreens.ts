import { withNamespaces } from './withNamespaces';

/**
 * The screens a visitor most often opens next from any page, prefetched 1 s after the first paint (002 §2 "Extra
 * modules are prefetched after a 1 second delay"; app/prefetch.ts), each with its translations. The router serves
 * the same loaders. The build reads this module's dynamic imports to put the code only these screens need into one
 * chunk (web/vite.config.ts, decision 0051), so the prefetch is a few requests instead of ~40.
 */
/** The layout of every screen but home (TanStack Query's provider): opening any of them needs it first. */
export const queryLayout = () => import('../QueryLayout');

export const recipeDetailScreen = withNamespaces(
  () => import('@/features/recipes/RecipeDetailPage'),
  'recipes',
  'comments',
  'follows',
  'favorites',
  // the rating box, the cooks' photos and the ingredient replacement: loaded with the page, or a Hebrew page showed
  // their keys or English until a later render asked for them (seen in the journey's screenshots)
  'ratings',
  'images',
  'ai',
  // the servings and units above the ingredients (issue 31)
  'stove',
);
export const searchScreen = withNamespaces(() => import('./searchRoute'), 'search', 'recipes', 'feeds');
export const trendingScreen = withNamespaces(
  () => import('@/features/feeds/TrendingPage'),
  'feeds',
  'recipes',
);
export const loginScreen = withNamespaces(() => import('@/features/accounts/LoginPage'), 'accounts');
/**
 * The recipe page's rewriting of its lines for servings and units (decision 0056): a chunk of its own that the page
 * starts loading as it opens; prefetched too, so a recipe opened from any page asks for no code at all.
 */
const recipeStoveLines = () =>
  import('@/features/recipes/stove/useShownLines').then((stove) => stove.loadShownLines());

export const LIKELY_NEXT_SCREENS: readonly (() => Promise<unknown>)[] = [
  queryLayout,
  recipeDetailScreen,
  recipeStoveLines,
  searchScreen,
  trendingScreen,
  loginScreen,
];
