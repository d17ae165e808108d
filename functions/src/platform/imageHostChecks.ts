/** The file rules both image hosts apply before storing anything: 400s with the rule's message. */
import { AppError } from '../domain/errors';
import { IMAGE_FILE_MESSAGES, imageFileProblem, isPathSegment } from '../domain/media';
import { INVALID_RECIPE_ID_MESSAGE } from '../domain/media';

export function assertImageFile(bytes: Uint8Array, mimeType: string): void {
  const problem = imageFileProblem({ size: bytes.byteLength, mimeType });
  if (problem) throw new AppError('invalid-argument', IMAGE_FILE_MESSAGES[problem], { reason: problem });
}

/** The folder's id: a recipe id (field recipeId) or a user's uid (the caller's own, never from input). */
export function assertRecipeId(recipeId: string): void {
  if (!isPathSegment(recipeId)) {
    throw new AppError('invalid-argument', INVALID_RECIPE_ID_MESSAGE, { field: 'recipeId' });
  }
}

export function notAnImage(): AppError {
  return new AppError('invalid-argument', IMAGE_FILE_MESSAGES.notAnImage, { reason: 'notAnImage' });
}
