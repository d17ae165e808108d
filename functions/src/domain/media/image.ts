/**
 * The Image of a recipe (spec 000 §3, docs/contracts/recipes.md) or of a user's photo, and the rules that name
 * where it lives: folder recipes/{recipeId} or users/{uid}, publicId <folder>/{name}, the four delivery sizes.
 * Pure: the web builds Images from Cloudinary's answer with the same code as the server.
 */
import type { RecipeImage } from '../recipe/types';

/** The stored shape is the recipe's (domain/recipe/types.ts owns it); this module owns where images live. */
export type Image = RecipeImage;
export type ImageSizes = RecipeImage['sizes'];

/** Recipe ids and image names as they appear in paths: Firestore auto-ids and random names, nothing else. */
export const PATH_SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;
/** The image host's folders: a recipe's images (recipes/{recipeId}) and a user's photos (users/{uid}). */
export const IMAGE_FOLDER_KINDS = ['recipes', 'users'] as const;
export type ImageFolderKind = (typeof IMAGE_FOLDER_KINDS)[number];
export const PUBLIC_ID = /^(recipes|users)\/([A-Za-z0-9_-]{1,128})\/([A-Za-z0-9_-]{1,128})$/;

/** The media group's same-origin paths (the local image host serves /api/media/images/<publicId>/<file>). */
const LOCAL_MEDIA_PATH = /^\/api\/media\//;

/** A same-origin path of the local image host (/api/media/…): the one rule for relative image URLs. */
export function isLocalMediaPath(value: string): boolean {
  return LOCAL_MEDIA_PATH.test(value);
}

export function isPathSegment(value: string): boolean {
  return PATH_SEGMENT.test(value);
}

/** The image host folder of a recipe's images (recipes/{recipeId}) or of a user's photos (users/{uid}). */
export function imageFolder(ownerId: string, kind: ImageFolderKind = 'recipes'): string {
  return `${kind}/${ownerId}`;
}

export function imagePublicId(ownerId: string, name: string, kind: ImageFolderKind = 'recipes'): string {
  return `${imageFolder(ownerId, kind)}/${name}`;
}

export interface ParsedPublicId {
  readonly kind: ImageFolderKind;
  /** The recipe id (recipes/…) or the user's uid (users/…). */
  readonly ownerId: string;
  readonly name: string;
}

/** The folder and name a publicId belongs to, or null when it is not recipes/{recipeId}/{name} or users/{uid}/{name}. */
export function parseImagePublicId(publicId: string): ParsedPublicId | null {
  const match = PUBLIC_ID.exec(publicId);
  return match?.[1] && match[2] && match[3]
    ? { kind: match[1] as ImageFolderKind, ownerId: match[2], name: match[3] }
    : null;
}

/** The recipe a publicId belongs to, or null when it is not in a recipe's folder. */
export function recipeOfPublicId(publicId: string): string | null {
  const parsed = parseImagePublicId(publicId);
  return parsed?.kind === 'recipes' ? parsed.ownerId : null;
}
