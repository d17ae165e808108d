/** The rating calls' inputs (001 §3 "Rating submission payload", §7). */
import { z } from 'zod';
import { userText } from '../text/userText';
import { RATINGS } from '../constants/social';
import { recipeImageSchema } from '../recipe/images';
import { FEEDBACK_MAX, INTERESTS } from './document';
import { RATING_MESSAGES } from './messages';

const id = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(128, `${field} is too long`)
    .regex(/^[^/]+$/, `${field} is not an id`);

/**
 * ratings-rate: made it → rating is the cook level (1–5); just browsing → interest, whose score the server sets
 * (a rating sent with it is ignored). The weight is the server's too. botToken: RATE_RECIPE 0.5, proceeds without.
 */
export const rateInputSchema = z
  .object({
    recipeId: id('recipeId'),
    madeIt: z.boolean({ message: 'madeIt must be true or false' }),
    rating: z
      .number({ message: RATING_MESSAGES.ratingOutOfRange })
      .int(RATING_MESSAGES.ratingOutOfRange)
      .min(RATINGS.min, RATING_MESSAGES.ratingOutOfRange)
      .max(RATINGS.max, RATING_MESSAGES.ratingOutOfRange)
      .nullish(),
    interest: z.enum(INTERESTS, { message: RATING_MESSAGES.interestRequired }).nullish(),
    /** The cook's words; '' removes them; absent keeps the saved ones (the modal re-rates without them). */
    feedback: z
      .string()
      .transform((value) => userText(value))
      .pipe(z.string().max(FEEDBACK_MAX, RATING_MESSAGES.feedbackTooLong))
      .optional(),
    /** "I made it": an Image in the rater's folder users/{uid}; null removes it; absent keeps the one saved. */
    photo: recipeImageSchema.nullish(),
    botToken: z.string().max(4096).nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.madeIt && input.rating == null)
      ctx.addIssue({ code: 'custom', path: ['rating'], message: RATING_MESSAGES.ratingRequired });
    if (!input.madeIt && input.interest == null)
      ctx.addIssue({ code: 'custom', path: ['interest'], message: RATING_MESSAGES.interestRequired });
    if (!input.madeIt && input.photo)
      ctx.addIssue({ code: 'custom', path: ['photo'], message: RATING_MESSAGES.photoNeedsMadeIt });
  });
export type RateInput = z.infer<typeof rateInputSchema>;

/** GET /api/ratings/recipe?recipeId=: the aggregate and the caller's own rating. */
export const recipeRatingQuerySchema = z.object({ recipeId: id('recipeId') });

/** ratings-removePhoto: the caller's own photo on a recipe (no other id: nobody removes another's photo). */
export const removePhotoInputSchema = z.object({
  recipeId: id('recipeId'),
  botToken: z.string().max(4096).nullish(),
});

/** GET /api/user/my-rated-recipes (001 §7): 12 a page after a cursor; userId: another cook's list. */
export const ratedRecipesQuerySchema = z.object({
  pageSize: z.coerce
    .number()
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(48, 'pageSize must be at most 48')
    .default(RATINGS.ratedRecipesPageSize),
  page: z.coerce.number().int('page must be a whole number').min(1).max(10_000).optional(),
  startAfter: z
    .string()
    .max(200, 'startAfter is too long')
    .regex(/^[^|]+\|[^|]+$/, 'startAfter is not a cursor')
    .optional(),
  userId: id('userId').optional(),
});
export type RatedRecipesQuery = z.infer<typeof ratedRecipesQuerySchema>;
