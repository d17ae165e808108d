/** The personal calls' texts (ours where 001 gives none). */
export const PERSONAL_MESSAGES = {
  otherUsersEvents: "events.user_id must be your own: you cannot send another user's events",
  recipeNotFound: 'Recipe not found',
} as const;
