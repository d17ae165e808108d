/**
 * Importing a recipe (issue 32 §1, §3; decision 0062): a pasted text, or a page's address, read into a draft for
 * the create form. Nothing is written but the rate-limit window: the cook reviews the draft and saves it as any
 * recipe. One allowance of 30 imports an hour per account covers both calls; every attempt that passed the input
 * and the bot check counts, a text or page without a recipe included (the work was done).
 */
import type { Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { CATEGORIES_COLLECTION, type Category } from '../domain/catalog/types';
import { AppError } from '../domain/errors';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  importRateLimitedMessage,
  type ImportCallAnswer,
  type ImportTextInput,
} from '../domain/importing/calls';
import type { CatalogueCategory } from '../domain/importing/categories';
import { importAnswer } from '../domain/importing/draft';
import { hasRecipe } from '../domain/importing/read';
import { pastedLines } from '../domain/importing/textReader';
import type { PageRecipe } from '../domain/importing/types';
import type { RecipeTextInput, RecipeTextProvider } from '../platform/ai';
import { allowanceRule, enforceRateLimit, type RateLimitVerdict } from '../platform/rateLimit';
import { storedWithId } from '../platform/storedAs';

export interface ImportDeps {
  db: Firestore;
  recipeText: RecipeTextProvider;
}

/** Takes one of the caller's imports of the hour, or refuses with the time left (429). */
export const takeImport = (db: Firestore, uid: string): Promise<RateLimitVerdict> =>
  enforceRateLimit(db, allowanceRule(`recipe-import:${uid}`, IMPORT_LIMITS), importRateLimitedMessage);

/** The catalogue's categories, which the draft's suggestions are chosen from. */
export async function catalogue(db: Firestore): Promise<CatalogueCategory[]> {
  const snapshot = await db.collection(CATEGORIES_COLLECTION).withConverter(storedWithId<Category>()).get();
  return snapshot.docs.map((doc) => doc.data());
}

/** The AI provider's reading of a text; its failure is the import's "could not be read" (503), logged. */
export async function readText(
  provider: RecipeTextProvider,
  input: RecipeTextInput,
): Promise<PageRecipe | null> {
  try {
    return await provider.read(input);
  } catch (error) {
    logger.warn('Recipe text not read', { error: String(error), source: provider.source });
    throw new AppError('unavailable', IMPORT_MESSAGES.failed);
  }
}

export async function importRecipeText(
  deps: ImportDeps,
  uid: string,
  input: ImportTextInput,
): Promise<ImportCallAnswer> {
  const verdict = await takeImport(deps.db, uid);
  const page = await readText(deps.recipeText, { lines: pastedLines(input.text), language: input.language });
  if (!hasRecipe(page)) {
    throw new AppError('invalid-argument', IMPORT_MESSAGES.noRecipeInText, {
      field: 'text',
      reason: 'noRecipe',
    });
  }
  const answer = importAnswer(page, { method: 'text', url: '', catalogue: await catalogue(deps.db) });
  return { ...answer, rateLimitRemaining: verdict.remaining, reader: deps.recipeText.source };
}
