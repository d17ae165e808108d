/**
 * A recipe write reads documents others write too (the author's profile for recipeCount, shared tags), and
 * commitMirrored refuses a commit when one of them moved since it was read (details.reason 'conflict'). Such a
 * write is simply redone from a fresh read, a few times, before the conflict reaches the user.
 */
import { AppError } from '../domain/errors';

export const CONFLICT_ATTEMPTS = 4;

export function isConflict(error: unknown): boolean {
  return error instanceof AppError && error.details.reason === 'conflict';
}

export async function withConflictRetry<T>(
  attempt: () => Promise<T>,
  attempts = CONFLICT_ATTEMPTS,
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isConflict(error) || tries >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * tries + Math.random() * 30));
    }
  }
}
