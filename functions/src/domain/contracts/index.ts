/**
 * Every call's contract (define.ts). `CALLABLE_CONTRACTS` and `HTTP_CONTRACTS` list them all (a later issue fuzzes
 * each); `CallableContracts` / `HttpContracts` index them by deploy name and by 'METHOD /path' for the web client.
 */
import type { CallableContract, HttpContract } from './define';
import * as groups from './groups';

export * from './define';
export type { DeleteCategoryResult } from './admin';
export type { IngredientReplacementAnswer, RecipeSuggestionsAnswer, VideoRecipeExtractionAnswer } from './ai';
export type { CaloriesResult } from './calories';
export type { CommentsPage } from './comments';
export type { DeleteImageResult } from './media';
export type {
  LanguageInteractionResult,
  LanguageInterests,
  MyRecommendations,
  RecommendedList,
} from './personal';
export type { FeedList, InfiniteFeedPage } from './feeds';
export type {
  IngredientSuggestion,
  InstructionSuggestion,
  RecipeDetail,
  RecipePreview,
  SimilarRecipe,
  UserRecipesPage,
} from './recipes';
export type { CookPhoto, RatedRecipe, RatedRecipesPage, RateResult, RecipeRatingSummary } from './ratings';
export type { VerifyRecaptchaResult } from './security';
export * from './groups';

type Exported = (typeof groups)[keyof typeof groups];
type ValuesOf<G> = G extends unknown ? G[keyof G] : never;
type AnyContract = ValuesOf<Exported>;

type CallableOf<C> = C extends CallableContract ? C : never;
type HttpOf<C> = C extends HttpContract ? C : never;

/** Deploy name → contract, e.g. CallableContracts['recipes-create']. */
export type CallableContracts = {
  [C in CallableOf<AnyContract> as C['name']]: C;
};

/** 'METHOD /path' → contract, e.g. HttpContracts['GET /api/recipes/detail']. */
export type HttpContracts = {
  [C in HttpOf<AnyContract> as C['key']]: C;
};

export type CallableName = keyof CallableContracts;
export type HttpKey = keyof HttpContracts;

function contractsOf<K extends 'callable' | 'http'>(kind: K) {
  return Object.values(groups)
    .flatMap((group) => Object.values(group as Record<string, unknown>))
    .filter(
      (value): value is Extract<CallableContract | HttpContract, { kind: K }> =>
        typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === kind,
    );
}

export const CALLABLE_CONTRACTS: readonly CallableContract[] = contractsOf('callable');
export const HTTP_CONTRACTS: readonly HttpContract[] = contractsOf('http');
