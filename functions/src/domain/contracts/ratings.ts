/**
 * The ratings group's calls (spec 001 §4 "Rating flow", §7 "Ratings"): rate (the older client's save, aggregate
 * and sync-rating steps are one server action here), the recipe's aggregate with the caller's own rating (the
 * modal's prefill), and a user's rated recipes.
 */
import type { RecipeSummary } from '../recipe/types';
import type { Image } from '../media/image';
import {
  RATING_MESSAGES,
  rateInputSchema,
  removePhotoInputSchema,
  ratedRecipesQuerySchema,
  recipeRatingQuerySchema,
  type RatingAggregate,
  type RatingView,
} from '../ratings';
import { callableContract, getContract } from './define';
import { USER_WRITE_ERRORS } from './errorSets';

/** What the recipe page shows (the running sums stay on the server). */
export type RecipeRatingSummary = Pick<
  RatingAggregate,
  'rating' | 'cookRating' | 'totalRatings' | 'cookCount' | 'interestedCount' | 'notInterestedCount'
>;

export interface RateResult {
  rating: RatingView;
  aggregate: RecipeRatingSummary;
}

export type RatedRecipe = RecipeSummary & {
  authorName?: string | null;
  authorUsername?: string | null;
  /** The rated-recipes list comes from the mirror, which keeps no photo (decision 0017). */
  userRating: Omit<RatingView, 'photo'>;
};

/** A cook's "I made it" photo as the recipe page's strip shows it. */
export interface CookPhoto {
  userId: string;
  displayName: string;
  username: string | null;
  rating: number;
  feedback: string;
  photo: Image;
  updatedAt: string;
  mine: boolean;
}

export interface RatedRecipesPage {
  recipes: RatedRecipe[];
  hasMore: boolean;
  nextCursor: string | null;
}

/** A guest is asked to log in to rate (the ratings' own text), for both writes. */
const ratingGuestRefusal = { message: RATING_MESSAGES.loginRequired };

export const ratingsRate = callableContract<RateResult>('verified')({
  name: 'ratings-rate',
  input: rateInputSchema,
  errors: USER_WRITE_ERRORS,
  guestRefusal: ratingGuestRefusal,
});

export const recipeRating = getContract<{ aggregate: RecipeRatingSummary; myRating: RatingView | null }>(
  'public',
  'ratings',
)('/api/ratings/recipe', recipeRatingQuerySchema, ['not-found']);

export const myRatedRecipes = getContract<RatedRecipesPage>('public', 'ratings')(
  '/api/user/my-rated-recipes',
  ratedRecipesQuerySchema,
  ['unauthenticated', 'permission-denied', 'not-found', 'unavailable'],
);

/** Ours ("I made it"): the cooks' photos of a recipe, each shown by its cook's privacy setting for rated recipes. */
export const recipePhotos = getContract<{ photos: CookPhoto[] }>('public', 'ratings')(
  '/api/ratings/photos',
  recipeRatingQuerySchema,
  ['not-found'],
);

/** Ours: the caller removes their own photo from their rating (nobody else's: the path is theirs). */
export const ratingsRemovePhoto = callableContract<{ rating: RatingView }>('verified')({
  name: 'ratings-removePhoto',
  input: removePhotoInputSchema,
  errors: ['unauthenticated', 'permission-denied', 'not-found', 'unavailable'],
  guestRefusal: ratingGuestRefusal,
});
