/**
 * The ratings group's handlers (contracts in domain/contracts/ratings.ts): signed in ('User must be logged in to
 * rate') → a verified email (001 §1) → bot-check RATE_RECIPE 0.5, which proceeds without a token but refuses a bad
 * one (001 §5) → the service, which counts the rate limit once its own checks have passed.
 */
import { ratings } from '../domain/contracts';
import { RATING_LIMITS } from '../domain/ratings';
import { assertHuman, getBotVerifier } from '../platform/botCheck';
import type { CallableHandler } from '../platform/callable';
import { viewerRoute } from '../platform/http';
import { enforceRateLimit } from '../platform/rateLimit';
import { requireSocialFeature } from '../platform/settings';
import { ratingsDeps } from './deps';
import { cookPhotos, removePhoto } from './photos';
import { rateRecipe } from './rate';
import { ratedRecipes, recipeRating } from './read';

export const rateHandler: CallableHandler<typeof ratings.ratingsRate> = async (input, request) => {
  const { uid } = request;
  await assertHuman(getBotVerifier(), input.botToken, 'RATE_RECIPE', { allowMissing: true });
  const deps = ratingsDeps();
  await requireSocialFeature(deps.db, 'ratings');
  return rateRecipe(deps, uid, input, async () => {
    await enforceRateLimit(deps.db, { key: `rate-recipe:${uid}`, ...RATING_LIMITS.perMinute });
    await enforceRateLimit(deps.db, { key: `rate-recipe-hour:${uid}`, ...RATING_LIMITS.perHour });
  });
};

export const recipeRatingHandler = viewerRoute(ratings.recipeRating, (uid, input) =>
  recipeRating(ratingsDeps(), uid, input.recipeId),
);

export const myRatedRecipesHandler = viewerRoute(ratings.myRatedRecipes, (uid, input) =>
  ratedRecipes(ratingsDeps(), uid, input),
);

export const removePhotoHandler: CallableHandler<typeof ratings.ratingsRemovePhoto> = async (
  input,
  request,
) => {
  const { uid } = request;
  await assertHuman(getBotVerifier(), input.botToken, 'RATE_RECIPE', { allowMissing: true });
  return removePhoto(ratingsDeps(), uid, input.recipeId);
};

export const recipePhotosHandler = viewerRoute(ratings.recipePhotos, (uid, input) =>
  cookPhotos(ratingsDeps(), uid, input.recipeId),
);
