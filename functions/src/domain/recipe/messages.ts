/**
 * Recipe texts: the spec's exact ones (000 §8 "Recipe", "Sync and profile") and ours where the spec gives only a
 * key or nothing (marked "ours").
 */
export const RECIPE_MESSAGES = {
  notFound: 'Recipe not found',
  notAuthorizedToEdit: 'Unauthorized to edit this recipe',
  notAuthorizedToDelete: 'Unauthorized: You can only delete your own recipes',
  /** ours (decision 0076): recipes-delete given both withVersions and keepVersion. */
  oneDeleteChoice: 'Choose one: delete the language versions with the recipe, or keep one of them',
  authenticationMismatch: 'Unauthorized: User authentication mismatch',
  notFoundOrDeleted: 'Recipe not found or already deleted',
  imageValidationFailed: 'Image validation failed',
  /** ours: a create with an id that is already taken (the client makes the id before uploading images). */
  alreadyExists: 'A recipe with this id already exists',
  /** ours */
  recipeIdRequired: 'recipeId is required',
  /** ours */
  unknownCategory: 'Unknown category',
  /** Spec 000 §5 "AI creation" (video URLs). */
  youtubeUrlInvalid: 'Please enter a valid YouTube URL',
  youtubeShortsUnsupported: 'YouTube Shorts are not supported. Please use a regular YouTube video.',
  /** ours */
  tooManyImages: 'A recipe can have at most 5 images',
  /** ours: MAX_TAGS_PER_RECIPE (tags.ts); more are refused rather than dropped silently. */
  tooManyTags: 'A recipe can have at most 20 tags',
  /** ours: the author's profile is needed for authorName and the recipe count. */
  profileNotFound: 'User profile not found',
  /** ours: a recipe list the mirror could not answer. */
  loadFailed: 'Failed to load recipes',
  /** ours: an anonymous view or share is counted once per browser fingerprint. */
  fingerprintRequired: 'fingerprint is required when not signed in',
} as const;

/** The verb phrases of "Unable to {action}: …" (000 §8 "Sync and profile", 002 §8). */
export const RECIPE_ACTIONS = {
  create: 'create recipe',
  update: 'update recipe',
  delete: 'delete recipe',
  trackView: 'count the view',
  trackShare: 'count the share',
} as const;

/** The locked detail view's texts (000 §2 "Access modes"); ours: the spec shows a lock message without its text. */
export const ACCESS_MESSAGES = {
  full: '',
  loginRequired: 'Please log in to view this recipe.',
  followersOnly: 'This recipe is only visible to followers of its author. Follow the author to see it.',
} as const;
