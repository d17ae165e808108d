/**
 * Category management (spec 002 §2, §4, §5): create, update and delete with replacement. Every change goes
 * through the mirror protocol (mirror first, then one Firestore transaction). The rules themselves live in
 * domain/catalog; this file reads the stores and assembles the changes.
 */
import {
  CATALOG_ACTIONS,
  CATEGORIES_COLLECTION,
  CATEGORY_MESSAGES,
  DEFAULT_CATEGORY_EMOJI,
  categoryIdFor,
  isEnglishNameTaken,
  primaryIdsToClear,
  type Category,
  type CreateCategoryInput,
  type DeleteCategoryInput,
  type UpdateCategoryInput,
} from '../../domain/catalog';
import { AppError } from '../../domain/errors';
import type { DeleteCategoryResult } from '../../domain/contracts';
import type { ServiceDeps } from '../../platform/mirror/deps';
import { categories, localizedNamesOf, type StoredCategory } from '../shared/catalogue';
import { findRecipesUsingCategory, moveRecipesToCategory } from './recipeMoves';

function assertEnglishNameFree(entries: StoredCategory[], nameEn: string, exceptId?: string): void {
  const existing = entries.map((c) => ({ id: c.id, nameEn: String(c.doc.nameEn ?? '') }));
  if (isEnglishNameTaken(nameEn, existing, exceptId)) {
    throw new AppError('already-exists', CATEGORY_MESSAGES.englishNameTaken, { field: 'nameEn' });
  }
}

/** Changes that clear isPrimary on every category except `primaryId` (and except those being deleted). */
function clearOtherPrimaries(entries: StoredCategory[], primaryId: string, now: string, skip: string[] = []) {
  return primaryIdsToClear(
    entries.map((c) => ({ id: c.id, isPrimary: c.doc.isPrimary })),
    primaryId,
  )
    .filter((id) => !skip.includes(id))
    .map((id) => categories.edit(categories.find(entries, id), { isPrimary: false }, now));
}

export function createCategory(deps: ServiceDeps, input: CreateCategoryInput): Promise<Category> {
  return categories.create(deps, CATALOG_ACTIONS.createCategory, (entries, now) => {
    assertEnglishNameFree(entries, input.nameEn);
    const id = categoryIdFor(
      input.nameEn,
      (candidate) => entries.some((c) => c.id === candidate),
      categories.newId(deps),
    );
    return {
      id,
      fields: { ...localizedNamesOf(input), emoji: input.emoji, isPrimary: input.isPrimary },
      others: input.isPrimary ? clearOtherPrimaries(entries, id, now) : [],
    };
  });
}

export function updateCategory(deps: ServiceDeps, input: UpdateCategoryInput): Promise<Category> {
  return categories.update(deps, CATALOG_ACTIONS.updateCategory, input.id, (target, entries, now) => {
    assertEnglishNameFree(entries, input.nameEn, input.id);
    const isPrimary = input.isPrimary ?? target.doc.isPrimary === true;
    return {
      fields: {
        ...localizedNamesOf(input),
        emoji: input.emoji ?? target.doc.emoji ?? DEFAULT_CATEGORY_EMOJI,
        isPrimary,
      },
      others: isPrimary ? clearOtherPrimaries(entries, input.id, now) : [],
    };
  });
}

function findReplacement(entries: StoredCategory[], id: string | undefined): StoredCategory | undefined {
  return id ? categories.find(entries, id, CATEGORY_MESSAGES.replacementNotFound) : undefined;
}

/**
 * Deletes a category. When recipes use it (in `categories`, as primaryCategory or the legacy `category`),
 * a replacement is required: the recipes switch to it and it becomes the primary category (spec 002 §4).
 *
 * Order: the recipes move first (in batches, each one mirrored commit: a popular category may hold more recipes
 * than one transaction can write), then the mirrored delete; a failure in between leaves every recipe on an existing category and the
 * admin's retry completes the delete. A last pass moves recipes created meanwhile.
 */
export async function deleteCategory(
  deps: ServiceDeps,
  input: DeleteCategoryInput,
): Promise<DeleteCategoryResult> {
  const entries = await categories.read(deps);
  categories.find(entries, input.id);
  const replacement = findReplacement(entries, input.replacementCategoryId);

  const recipeIds = await findRecipesUsingCategory(deps.db, input.id);
  if (recipeIds.length > 0 && !replacement) {
    throw new AppError('failed-precondition', CATEGORY_MESSAGES.hasRecipes, {
      field: 'replacementCategoryId',
      recipeCount: recipeIds.length,
    });
  }

  let movedRecipes = 0;
  if (replacement) movedRecipes += await moveRecipesToCategory(deps, recipeIds, input.id, replacement.id);

  await commitCategoryDelete(deps, input.id, replacement?.id);

  if (replacement) {
    const stragglers = await findRecipesUsingCategory(deps.db, input.id);
    if (stragglers.length > 0)
      movedRecipes += await moveRecipesToCategory(deps, stragglers, input.id, replacement.id);
  }
  return { id: input.id, movedRecipes, primaryCategoryId: replacement ? replacement.id : null };
}

/**
 * The mirrored delete itself, from a fresh read (the moves took a while): the category goes and the replacement
 * becomes the only primary category.
 */
function commitCategoryDelete(deps: ServiceDeps, id: string, replacementId: string | undefined) {
  return categories.remove(deps, CATALOG_ACTIONS.deleteCategory, id, (_target, entries, now) => {
    const replacement = findReplacement(entries, replacementId);
    if (!replacement) return [];
    const changes = clearOtherPrimaries(entries, replacement.id, now, [id]);
    if (replacement.doc.isPrimary !== true) {
      changes.push(categories.edit(replacement, { isPrimary: true }, now));
    }
    return changes;
  });
}

/** Recipes per category (spec 002 §7: "recipe counts per category come through a helper"). */
export async function countRecipesPerCategory(
  deps: Pick<ServiceDeps, 'db'>,
): Promise<Record<string, number>> {
  const snapshot = await deps.db.collection(CATEGORIES_COLLECTION).get();
  const entries = await Promise.all(
    snapshot.docs.map(async (d) => {
      const count = await deps.db
        .collection('recipes')
        .where('categories', 'array-contains', d.id)
        .count()
        .get();
      return [d.id, count.data().count] as const;
    }),
  );
  return Object.fromEntries(entries);
}
