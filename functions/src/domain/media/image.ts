/**
 * The Image of a recipe (spec 000 §3, docs/contracts/recipes.md) and the rules that name where it lives:
 * folder recipes/{recipeId}, publicId recipes/{recipeId}/{name}, the four delivery sizes. Pure: the web builds
 * Images from Cloudinary's answer with the same code as the server.
 */
import type { RecipeImage } from '../recipe/types';

/** The stored shape is the recipe's (domain/recipe/types.ts owns it); this module owns where images live. */
export type Image = RecipeImage;
export type ImageSizes = RecipeImage['sizes'];

/** Recipe ids and image names as they appear in paths: Firestore auto-ids and random names, nothing else. */
export const PATH_SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;
export const PUBLIC_ID = /^recipes\/([A-Za-z0-9_-]{1,128})\/([A-Za-z0-9_-]{1,128})$/;

export const INVALID_RECIPE_ID_MESSAGE = 'Invalid recipeId';
export const INVALID_PUBLIC_ID_MESSAGE = 'Invalid publicId: expected recipes/{recipeId}/{name}';

export function isPathSegment(value: string): boolean {
  return PATH_SEGMENT.test(value);
}

/** The image host folder of a recipe's images. */
export function imageFolder(recipeId: string): string {
  return `recipes/${recipeId}`;
}

export function imagePublicId(recipeId: string, name: string): string {
  return `${imageFolder(recipeId)}/${name}`;
}

/** The recipe and name a publicId belongs to, or null when it is not recipes/{recipeId}/{name}. */
export function parseImagePublicId(publicId: string): { recipeId: string; name: string } | null {
  const match = PUBLIC_ID.exec(publicId);
  return match?.[1] && match[2] ? { recipeId: match[1], name: match[2] } : null;
}
