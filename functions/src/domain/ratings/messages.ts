/** Rating texts (spec 001 §5, §8). The busy and connection texts come from mirrorFailureMessage(action, …). */
export const RATING_MESSAGES = {
  loginRequired: 'User must be logged in to rate',
  /** Ours: a recipe the caller cannot read is not rated. */
  recipeNotFound: 'Recipe not found',
  ratingRequired: 'Choose how it turned out (1 to 5)',
  interestRequired: 'Choose interested or not interested',
  ratingOutOfRange: 'Rating must be between 1 and 5',
  feedbackTooLong: 'Feedback must be 500 characters or less',
  /** 001 §7: the rated-recipes list's default error. */
  ratedRecipesFailed: 'Failed to fetch your rated recipes',
  /** Ours: the rater's privacy setting for rated recipes keeps them from this viewer. */
  ratedRecipesPrivate: "This cook's rated recipes are private",
  userNotFound: 'User not found',
  /** Ours ("I made it" photos). */
  photoNeedsMadeIt: 'A photo goes with a made-it rating',
  notYourPhoto: 'You can only attach your own photo',
  noPhoto: 'You have no photo on this recipe',
  photosFailed: "Failed to load the cooks' photos",
  /** Ours (issue 27): an author's own recipe is not theirs to rate. */
  ownRecipe: 'You cannot rate your own recipe',
} as const;

/** The {action} of "Unable to {action}: …" (001 §8 "Rating"). */
export const RATING_ACTIONS = { rate: 'save rating', removePhoto: 'remove photo' } as const;

/** Ours (the spec gives none): a person rates a few recipes a minute; a loop is stopped after a handful. */
export const RATING_LIMITS = {
  perMinute: { limit: 20, windowMs: 60_000 },
  perHour: { limit: 200, windowMs: 3_600_000 },
} as const;
