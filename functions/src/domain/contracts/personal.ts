/**
 * The personal group's calls (spec 001 §7 "Language learning", "Feeds, discovery, recommendations"; issue 16):
 * language events in batches, category affinity signals, recommendations and the user's language interests.
 * Every answer depends on the caller, so none is cacheable.
 */
import { z } from 'zod';
import {
  categoryAffinitySchema,
  languageInteractionSchema,
  myRecommendationsQuerySchema,
  recommendedQuerySchema,
  type AffinityGroup,
  type CategoryAffinity,
  type LanguageInterest,
  type RecommendedRecipe,
} from '../personal';
import { getContract, httpContract, postContract } from './define';

export interface LanguageInteractionResult {
  /** events kept (those of the user's own language or of a missing recipe are dropped, 001 §5) */
  stored: number;
  scores: LanguageInterest[];
}

export const languageInteraction = postContract<LanguageInteractionResult>('signedIn', 'personal')(
  '/api/language-interaction',
  languageInteractionSchema,
  ['unauthenticated', 'permission-denied', 'unavailable'],
);

export const categoryAffinity = postContract<{ affinities: CategoryAffinity[] }>('signedIn', 'personal')(
  '/api/user/category-affinity',
  categoryAffinitySchema,
  ['unauthenticated', 'not-found', 'unavailable'],
);

export interface RecommendedList {
  recipes: RecommendedRecipe[];
  /** true when the caller's category affinity chose the recipes; false for the fallback list (001 §7) */
  affinityUsed: boolean;
  defaultImage: string | null;
}

export const recommendedRecipes = getContract<RecommendedList>('public', 'personal')(
  '/api/supabase/get-recommended-recipes',
  recommendedQuerySchema,
  ['unauthenticated', 'unavailable'],
);

export interface MyRecommendations extends RecommendedList {
  /** the categories the recommendations are based on, best first */
  basedOn: CategoryAffinity[];
  /** the home's "more of a category for you" groups (001 §9: up to 3, score above 2, at least 2 recipes) */
  groups: AffinityGroup[];
}

export const myRecommendations = getContract<MyRecommendations>('signedIn', 'personal')(
  '/api/user/my-recommendations',
  myRecommendationsQuerySchema,
  ['unauthenticated', 'unavailable'],
);

export interface LanguageInterests {
  interests: LanguageInterest[];
  /** top 3 at 15 or more */
  preferred: string[];
  /** 10 or more: these reach the user's feeds */
  allowed: string[];
}

export const languageInterests = getContract<LanguageInterests>('signedIn', 'personal')(
  '/api/user/language-interests',
  z.object({}),
  ['unauthenticated', 'unavailable'],
);

export const resetLanguageInterests = httpContract<LanguageInterests>(
  'signedIn',
  'personal',
)({
  method: 'DELETE',
  path: '/api/user/language-interests',
  from: 'query',
  input: z.object({}),
  errors: ['unauthenticated', 'unavailable'],
});
