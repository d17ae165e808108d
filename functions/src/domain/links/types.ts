/** recipeLinks/{linkId} and the answers of the link calls (001 §3 "Recipe link", "Recipe link info"). */
import type { LinkState } from './constants';

/** recipeLinks/{linkId}: linkId is the SHA-256 of the token, so the token is no document's path. */
export interface RecipeLinkDoc {
  ownerId: string;
  ownerName: string;
  message: string;
  /** ISO timestamps. */
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
  /** The recipe the link creates: reserved at generation (its images go to recipes/{recipeId}). */
  recipeId: string;
  /** The name the friend signed with when submitting (optional on the page). */
  fromName?: string | null;
  version?: number;
}

/** 001 §3 "Recipe link". */
export interface RecipeLink {
  success: true;
  linkId: string;
  shareUrl: string;
  expiresAt: string;
  customMessage: string;
}

/** 001 §3 "Recipe link info", plus the state (so the page shows the right heading) and the recipe's id. */
export interface RecipeLinkInfo {
  linkId: string;
  customMessage: string;
  ownerName: string;
  expiresAt: string;
  valid: boolean;
  state: LinkState;
  /** The images' folder recipes/{recipeId}; null unless the link is open. */
  recipeId: string | null;
}

/** A cook's own link, as their list shows it. */
export interface OwnLink {
  linkId: string;
  customMessage: string;
  createdAt: string;
  expiresAt: string;
  state: LinkState;
  recipeId: string | null;
}

export interface SubmitSharedRecipeAnswer {
  recipeId: string;
  message: string;
}
