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
  type ImportLinkInput,
  type ImportTextInput,
} from '../domain/importing/calls';
import type { CatalogueCategory } from '../domain/importing/categories';
import { importAnswer } from '../domain/importing/draft';
import { parseHtml, type Document } from '../domain/importing/html';
import { hasRecipe, pageText, STRUCTURED_READERS, withPageFacts } from '../domain/importing/read';
import { pastedLines } from '../domain/importing/textReader';
import type { ImportMethod, PageRecipe } from '../domain/importing/types';
import { SAFE_FETCH_MESSAGES } from '../domain/safeFetch';
import type { RecipeTextInput, RecipeTextProvider } from '../platform/ai';
import { allowanceRule, enforceRateLimit, type RateLimitVerdict } from '../platform/rateLimit';
import type { SafeFetch } from '../platform/safeFetch';
import { storedWithId } from '../platform/storedAs';

export interface ImportDeps {
  db: Firestore;
  recipeText: RecipeTextProvider;
  /** The safe fetch (decision 0061) the link import reads the page through. */
  fetch: SafeFetch;
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
  deps: Omit<ImportDeps, 'fetch'>,
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

/** A page's text from its bytes: utf-8 unless the answer's charset names another the runtime knows. */
function decodedPage(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

interface FoundOnPage {
  page: PageRecipe;
  method: ImportMethod;
  document: Document;
}

/** The recipe on a page: the structured readers in the order, else the AI provider on its readable text. */
async function readPage(deps: ImportDeps, html: string, language: string): Promise<FoundOnPage | null> {
  const document = parseHtml(html);
  for (const [method, reader] of STRUCTURED_READERS) {
    const page = reader(document);
    if (hasRecipe(page)) return { page, method, document };
  }
  const page = await readText(deps.recipeText, { ...pageText(document), language });
  return hasRecipe(page) ? { page, method: 'text', document } : null;
}

export async function importRecipeLink(
  deps: ImportDeps,
  uid: string,
  input: ImportLinkInput,
): Promise<ImportCallAnswer> {
  const verdict = await takeImport(deps.db, uid);
  const fetched = await deps.fetch(input.url, { kind: 'html' });
  if (!fetched.ok) {
    // the address or the site's answer, never the server: a 400 with the safe fetch's text for its reason
    throw new AppError('invalid-argument', SAFE_FETCH_MESSAGES[fetched.reason], {
      field: 'url',
      reason: fetched.reason,
    });
  }
  const found = await readPage(deps, decodedPage(fetched.body, fetched.contentType), input.language);
  if (!found) {
    throw new AppError('invalid-argument', IMPORT_MESSAGES.noRecipeOnPage, {
      field: 'url',
      reason: 'noRecipe',
    });
  }
  const page = withPageFacts(found.page, found.document, fetched.finalUrl);
  const context = { method: found.method, url: fetched.finalUrl, catalogue: await catalogue(deps.db) };
  return {
    ...importAnswer(page, context),
    rateLimitRemaining: verdict.remaining,
    reader: found.method === 'text' ? deps.recipeText.source : null,
  };
}
