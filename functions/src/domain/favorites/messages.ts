/** Favorites' and collections' texts (spec 001 §5, §8). The busy and connection texts come from mirrorFailureMessage. */
export const FAVORITES_MESSAGES = {
  maxCollections: 'Maximum 10 collections allowed',
  cannotDeleteDefault: 'Cannot delete default collections',
  nameRequired: 'Collection name is required',
  nameTooLong: 'Collection name must be 50 characters or less',
  descriptionTooLong: 'Collection description must be 200 characters or less',
  notesTooLong: 'Personal notes must be 1000 characters or less',
  personalRating: 'Rating must be a whole number between 1 and 5',
  personalRatingOrNull: 'Personal rating must be between 1-5 or null',
  cookCount: 'Cook count must be a whole number between 0 and 9999',
  lastCooked: 'Last cooked must be a valid date, not in the future',
  modifications: 'At most 10 modifications of 200 characters each',
  personalTags: 'At most 20 personal tags of 30 characters each',
  /** Ours (001 §4 "Moving needs a chosen target different from the current collection"). */
  moveTarget: 'Choose a collection other than the current one',
  /** Ours: the collection id names no collection of the caller. */
  collectionNotFound: 'Collection not found',
  /** Ours: the recipe is not among the caller's favorites (a collection holds favorites only). */
  notAFavorite: 'Add this recipe to your favorites first',
  recipeNotFound: 'Recipe not found',
  loginRequired: 'User must be logged in',
  createFailed: 'Failed to create collection',
  deleteFailed: 'Failed to delete collection',
  moveFailed: 'Failed to move recipe',
  notesFailed: 'Failed to update recipe notes',
  loadCollectionsFailed: 'Failed to load collections',
  loadRecipesFailed: 'Failed to load recipes',
  /** Ours: the owner's privacy setting for collections keeps them from this viewer (001 §6). */
  collectionsPrivate: "This cook's collections are private",
  userNotFound: 'User not found',
} as const;

/** 001 §8 FAVORITE_LIMIT_REACHED. */
export function favoriteLimitMessage(maxLimit: number): string {
  return `You have reached the limit of ${maxLimit} recipes in your collection. Remove some recipes to add new ones.`;
}

/** The {action} of "Unable to {action}: …" (001 §8 "Favorites", "Collection removal"; 002 §8). */
export const FAVORITES_ACTIONS = {
  add: 'add to favorites',
  remove: 'remove from favorites',
  createCollection: 'create collection',
  updateCollection: 'update collection',
  deleteCollection: 'delete collection',
  addToCollection: 'add to collection',
  removeFromCollection: 'remove from collection',
  move: 'move recipe',
  notes: 'update recipe notes',
} as const;
