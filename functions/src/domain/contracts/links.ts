/**
 * Recipe-request links (001 §7 "Recipe-request links"; served by recipes-links, /api/recipe-links/**). The public
 * calls (info, upload, submit) take the link's token in the query string (?token=), read by the handler with
 * linkTokenQuerySchema; their body is the contract's input.
 */
import type { Image } from '../media';
import {
  emptyQuerySchema,
  generateLinkInputSchema,
  linkTokenQuerySchema,
  linkUploadInputSchema,
  revokeLinkInputSchema,
  submitSharedRecipeInputSchema,
  type OwnLink,
  type RecipeLink,
  type RecipeLinkInfo,
  type SubmitSharedRecipeAnswer,
} from '../links';
import { getContract, postContract } from './define';

/** Signed in; GENERATE_RECIPE_LINK proceeds without a token (001 §9), a bad one is refused. */
export const generateLink = postContract<RecipeLink>('signedIn', 'recipes')(
  '/api/recipe-links/generate',
  generateLinkInputSchema,
  ['unauthenticated', 'permission-denied', 'not-found', 'resource-exhausted', 'unavailable'],
);

/** The signed-in cook's links, newest first (open ones and those used or expired in the last days). */
export const myLinks = getContract<{ links: OwnLink[] }>('signedIn', 'recipes')(
  '/api/recipe-links/mine',
  emptyQuerySchema,
  ['unauthenticated'],
);

export const revokeLink = postContract<{ success: true }>('signedIn', 'recipes')(
  '/api/recipe-links/revoke',
  revokeLinkInputSchema,
  ['unauthenticated', 'permission-denied', 'not-found', 'failed-precondition', 'unavailable'],
);

/** Anyone with the token: 200 with valid false and the state for a used, expired or cancelled link; 404 for none. */
export const linkInfo = getContract<RecipeLinkInfo & { error?: string }>('public', 'recipes')(
  '/api/recipe-links/info',
  linkTokenQuerySchema,
  ['not-found', 'resource-exhausted'],
);

/** Anyone with an open link's token: one image into recipes/{the link's recipe}; local image host only. */
export const linkUpload = postContract<Image>('public', 'recipes')(
  '/api/recipe-links/upload',
  linkUploadInputSchema,
  ['not-found', 'failed-precondition', 'resource-exhausted'],
);

/** Anyone with an open link's token; SUBMIT_SHARED_RECIPE proceeds without a token (001 §7). */
export const submitSharedRecipe = postContract<SubmitSharedRecipeAnswer>('public', 'recipes')(
  '/api/recipe-links/submit',
  submitSharedRecipeInputSchema,
  ['not-found', 'failed-precondition', 'permission-denied', 'resource-exhausted', 'unavailable'],
);
