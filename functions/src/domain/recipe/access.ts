/**
 * Who may read a recipe (spec 000 §4 "Visibility", §2 "Access modes returned by the server", §6): public recipes are
 * readable by anyone; followers-only by the author's followers; private by the author only. Admins read everything
 * (as firestore.rules says). The same matrix as the rules' `match /recipes/{recipeId}`.
 *
 * The answer is the server's access mode: full, login-required (a guest, who may sign in and follow), followers-only
 * (signed in but not following), or none: a private recipe is not shown to others at all, not even as a locked
 * preview, and reads as "Recipe not found".
 */
import type { RecipeVisibility } from '../constants/recipe';
import { recipeAuthorId } from './author';
import { ACCESS_MESSAGES } from './messages';

export type AccessMode = 'full' | 'login-required' | 'followers-only';

export interface Viewer {
  /** null for a guest. */
  readonly uid: string | null;
  readonly isAdmin: boolean;
  /** users/{authorId}/followers/{uid} exists. */
  readonly isFollower: boolean;
}

export const GUEST: Viewer = { uid: null, isAdmin: false, isFollower: false };

export function recipeAccess(
  recipe: { readonly visibility: unknown; readonly authorId: unknown },
  viewer: Viewer,
): AccessMode | 'none' {
  const isAuthor = viewer.uid !== null && viewer.uid === recipe.authorId;
  if (recipe.visibility === 'public' || isAuthor || viewer.isAdmin) return 'full';
  if (recipe.visibility === 'followers-only') {
    if (viewer.uid === null) return 'login-required';
    return viewer.isFollower ? 'full' : 'followers-only';
  }
  // private, or a document without a valid visibility (never defaulted to public, like the rules)
  return 'none';
}

/** What the access rule reads of a recipe document (the legacy userId counting as the author). */
export function accessFacts(recipe: Record<string, unknown>): { visibility: unknown; authorId: string } {
  return { visibility: recipe.visibility, authorId: recipeAuthorId(recipe) };
}

/** Whether deciding needs the follower edge (so the server reads it only then). */
export function needsFollowerCheck(
  recipe: { readonly visibility: unknown; readonly authorId: unknown },
  uid: string | null,
): boolean {
  return recipe.visibility === 'followers-only' && uid !== null && uid !== recipe.authorId;
}

export function accessMessage(mode: AccessMode): string {
  if (mode === 'login-required') return ACCESS_MESSAGES.loginRequired;
  if (mode === 'followers-only') return ACCESS_MESSAGES.followersOnly;
  return ACCESS_MESSAGES.full;
}

/** Which visibilities a viewer may list on an author's page (001 §7 get-user-recipes, privacyStatus). */
export type PrivacyStatus = 'owner' | 'admin' | 'follower' | 'public';

export function listableVisibilities(status: PrivacyStatus): RecipeVisibility[] {
  if (status === 'owner' || status === 'admin') return ['public', 'followers-only', 'private'];
  if (status === 'follower') return ['public', 'followers-only'];
  return ['public'];
}

export function privacyStatusOf(authorId: string, viewer: Viewer): PrivacyStatus {
  if (viewer.uid !== null && viewer.uid === authorId) return 'owner';
  if (viewer.isAdmin) return 'admin';
  return viewer.isFollower ? 'follower' : 'public';
}

/** Spec 000 §5 "Ownership", §6: the author edits and deletes; an admin may edit and delete any recipe. */
export function canManageRecipe(recipe: { readonly authorId: unknown }, viewer: Viewer): boolean {
  return (viewer.uid !== null && viewer.uid === recipe.authorId) || viewer.isAdmin;
}
